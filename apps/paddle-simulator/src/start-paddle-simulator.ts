import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerApi, isApiPath } from './api/answer-api.ts';
import { authFailure } from './api/auth-failure.ts';
import { apiError } from './api/respond.ts';
import { completeCheckout } from './billing/complete-checkout.ts';
import { completePaidTransaction } from './billing/complete-paid-transaction.ts';
import { runDue } from './billing/run-due.ts';
import { DEFAULT_CATALOG } from './catalog.ts';
import { Clock } from './clock.ts';
import type { SimulatorContext } from './context.ts';
import { answerPage } from './pages/answer-pages.ts';
import { readBody } from './read-body.ts';
import { SimulatorState } from './state.ts';
import type { PaddleSimulator, PaddleSimulatorOptions } from './types.ts';
import { WebhookSender } from './webhooks/webhook-sender.ts';

/**
 * Starts the local Paddle simulator: Paddle Billing's REST API (the part Galley calls, Paddle's JSON shapes),
 * a checkout page in place of Paddle.js, a customer portal, and webhooks signed as Paddle signs them.
 * State is in memory only: a restart loses customers, subscriptions and transactions.
 */
export async function startPaddleSimulator(options: PaddleSimulatorOptions): Promise<PaddleSimulator> {
  const host = options.host ?? '127.0.0.1';
  const clock = new Clock(options.now ?? (() => new Date()));
  const state = new SimulatorState(options.catalog ?? DEFAULT_CATALOG);
  const webhooks = new WebhookSender(state.events, clock, options.webhookSecret, options.webhookUrl ?? null);
  const context: SimulatorContext = { state, clock, baseUrl: '', secret: options.webhookSecret, webhooks };

  const server = http.createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://simulator');
      const method = request.method ?? 'GET';
      const rawBody = method === 'GET' || method === 'HEAD' ? '' : await readBody(request);
      if (isApiPath(url.pathname)) {
        const answer =
          authFailure(request.headers.authorization, options.apiKey) ??
          answerApi(context, method, url.pathname, url.searchParams, rawBody);
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
        return;
      }
      const page = await answerPage(context, method, url.pathname, url.searchParams, rawBody);
      if (!page) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('Not found');
        return;
      }
      response.writeHead(page.status, page.headers);
      response.end(page.body);
    } catch (error) {
      const answer = apiError(
        500,
        'internal_error',
        error instanceof Error ? error.message : 'Internal error',
      );
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  context.baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url: context.baseUrl,
    checkoutUrl: (params) => {
      const query = new URLSearchParams({ price_id: params.priceId });
      if (params.email) query.set('customer_email', params.email);
      if (params.customerId) query.set('customer_id', params.customerId);
      if (params.customData) query.set('custom_data', JSON.stringify(params.customData));
      if (params.successUrl) query.set('success_url', params.successUrl);
      if (params.country) query.set('country', params.country);
      return `${context.baseUrl}/checkout?${query.toString()}`;
    },
    setWebhookUrl: (url) => webhooks.setUrl(url),
    advanceClock: async (ms) => {
      clock.advance(ms);
      runDue(context);
      await webhooks.settle();
    },
    redeliver: (eventId) => webhooks.redeliver(eventId),
    deliveries: () =>
      state.events.map(({ eventId, eventType, status, occurredAt, httpStatus, attempts }) => ({
        eventId,
        eventType,
        status,
        occurredAt,
        httpStatus,
        attempts,
      })),
    webhooksSettled: () => webhooks.settle(),
    eventBody: (eventId) => {
      const event = state.events.find((candidate) => candidate.eventId === eventId);
      if (!event) throw new Error(`No event ${eventId}`);
      return event.body;
    },
    failNextPayment: (count = 1) => {
      state.failCharges += count;
    },
    completeCheckout: (params) => completeCheckout(context, params),
    completeTransaction: async (transactionId) => {
      completePaidTransaction(context, transactionId);
      await webhooks.settle();
    },
    now: () => clock.now(),
    snapshot: () =>
      JSON.stringify({
        customers: [...state.customers.values()],
        subscriptions: [...state.subscriptions.values()],
        transactions: [...state.transactions.values()],
        adjustments: [...state.adjustments.values()],
        events: state.events,
      }),
    close: async () => {
      await webhooks.settle();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
