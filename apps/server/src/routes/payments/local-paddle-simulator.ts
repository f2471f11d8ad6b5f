import type { AddressInfo } from 'node:net';
import { paymentEndpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import {
  type LocalSimulator,
  localWebhookUrl,
  startLocalSimulator,
} from '../../billing/start-local-simulator.ts';

/**
 * Dev and `npm start` without PADDLE_API_KEY (and no GALLEY_PADDLE_URL): the local Paddle simulator
 * starts with the app and sends its webhooks to this server's webhook route once it listens.
 */
export function localPaddleSimulatorRoute(app: FastifyInstance): void {
  const billing = app.config.billing;
  if (!billing.simulated || billing.apiUrl || app.config.env === 'test') return;
  let simulator: LocalSimulator | undefined;
  app.addHook('onReady', async () => {
    simulator = await startLocalSimulator(billing);
    const level = app.config.environment === 'production' ? 'warn' : 'info';
    app.log[level]({ url: simulator.url }, 'no PADDLE_API_KEY: payments go to the local Paddle simulator');
  });
  app.addHook('onListen', async () => {
    const address = app.server.address() as AddressInfo | null;
    if (address && simulator)
      simulator.setWebhookUrl(localWebhookUrl(address, paymentEndpoints.paymentsWebhook.path));
  });
  app.addHook('onClose', async () => simulator?.close());
}
