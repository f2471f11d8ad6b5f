import { createHmac } from 'node:crypto';
import type { Clock } from './clock.ts';
import type { SimulatorState } from './state.ts';
import type { WebhookSender } from './webhooks/webhook-sender.ts';

/** What request handlers and billing steps share. */
export interface SimulatorContext {
  state: SimulatorState;
  clock: Clock;
  /** http://host:port, no trailing slash (the SDK appends "/subscriptions/…"). */
  baseUrl: string;
  secret: string;
  webhooks: WebhookSender;
}

/**
 * The token in a management or portal link: an HMAC of what it opens, so the links need no stored session
 * and cannot be guessed for another subscription.
 */
export const linkToken = (context: SimulatorContext, subject: string): string =>
  createHmac('sha256', context.secret).update(`link:${subject}`).digest('base64url').slice(0, 32);

export function linkTokenValid(context: SimulatorContext, subject: string, token: string | null): boolean {
  return token !== null && token === linkToken(context, subject);
}
