import { type Environment, LogLevel, Paddle } from '@paddle/paddle-node-sdk';
import type { BillingConfig } from '../config/billing-config.ts';

const clients = new Map<string, Paddle>();

/**
 * The Paddle SDK client for the configuration: Paddle's sandbox or production, or any base URL given
 * (the simulator) — the SDK takes a URL in place of an environment name. Our billing code never knows
 * which. The SDK's own logging is off: its lines could carry request bodies.
 */
export function paddleClient(billing: BillingConfig): Paddle {
  const environment = (billing.apiUrl ?? billing.environment) as Environment;
  const key = `${environment}\n${billing.apiKey}`;
  let client = clients.get(key);
  if (!client) {
    client = new Paddle(billing.apiKey, { environment, logLevel: LogLevel.none });
    clients.set(key, client);
  }
  return client;
}
