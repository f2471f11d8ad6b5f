import type { AddressInfo } from 'node:net';
import type { BillingConfig } from '../config/billing-config.ts';

export interface LocalSimulator {
  url: string;
  setWebhookUrl(url: string | null): void;
  close(): Promise<void>;
}

/**
 * Without a Paddle account (no PADDLE_API_KEY) the server runs the local Paddle simulator in process,
 * on a port of its own, and points the real SDK at it: the billing code runs unchanged. The simulator
 * signs its webhooks with our (generated) secret and accepts only our (generated) API key.
 */
export async function startLocalSimulator(billing: BillingConfig, port = 0): Promise<LocalSimulator> {
  const { startPaddleSimulator } = await import('@galley/paddle-simulator');
  const simulator = await startPaddleSimulator({
    port,
    webhookSecret: billing.webhookSecret,
    apiKey: billing.apiKey,
  });
  billing.apiUrl = simulator.url;
  return simulator;
}

/** Where the simulator reaches this server's webhook route (a wildcard listen is reached on loopback). */
export function localWebhookUrl(address: AddressInfo, path: string): string {
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}${path}`;
}
