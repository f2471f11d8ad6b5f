import { paymentEndpoints, type WebhookResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { receiveWebhook } from '../../services/billing/receive-webhook.ts';

/**
 * Paddle's notifications. The signature covers the raw bytes, so this route alone (its own scope)
 * takes the body unparsed; it is authenticated by that signature, not a session or CSRF token.
 * Paddle delivers in bursts (retries, backfills): a looser rate limit than the API's.
 */
export function paddleWebhookRoute(app: FastifyInstance): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      paymentEndpoints.paymentsWebhook.path,
      { config: { csrf: false, rateLimit: { max: 6000, timeWindow: 60_000 } } },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['paddle-signature'];
        await receiveWebhook(
          { db: app.db, jobs: app.jobs, billing: app.config.billing },
          rawBody,
          typeof signature === 'string' ? signature : undefined,
        );
        return { received: true } satisfies WebhookResponse;
      },
    );
  });
}
