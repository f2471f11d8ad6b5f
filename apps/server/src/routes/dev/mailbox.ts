import { DevMailboxQuery, type DevMailboxResponse, endpoints } from '@galley/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { readOutbox } from '../../services/dev/read-outbox.ts';
import { renderMailboxPage } from './render-mailbox-page.ts';

/**
 * The dev outbox, for people (`/dev/mailbox`) and tests (`/api/v1/dev/mailbox/`). A developer tool in
 * English only; it never exists for users: production mode refuses it.
 */
export function mailboxRoutes(app: FastifyInstance): void {
  const refuseInProduction = async () => {
    if (app.config.env === 'production') {
      throw new AppError('forbidden', 'The dev mailbox is not available in production.');
    }
  };
  const readQuery = (request: FastifyRequest) => parseInput(DevMailboxQuery, request.query) ?? {};

  app.get(
    endpoints.devMailbox.path,
    { preHandler: refuseInProduction },
    async (request): Promise<DevMailboxResponse> => {
      return { messages: await readOutbox(app.db, readQuery(request).to) };
    },
  );

  app.get('/dev/mailbox', { preHandler: refuseInProduction }, async (request, reply) => {
    const messages = await readOutbox(app.db, readQuery(request).to);
    // Returned, not only sent: an async handler that resolves to undefined while the async onSend hooks
    // are still running makes Fastify send a second time (ERR_HTTP_HEADERS_SENT on every load).
    return (
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        // The mails' own HTML is shown in sandboxed frames; this page itself runs no script.
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self' data:",
        )
        .send(renderMailboxPage(messages, app.mailer.kind))
    );
  });
}
