import type { SimulatorContext } from '../context.ts';
import { subscriptionJson } from '../json/subscription-json.ts';
import type { SubscriptionRecord } from '../state.ts';

/** Emits subscription events, each carrying the subscription as it is now. */
export function emitSubscription(
  context: SimulatorContext,
  sub: SubscriptionRecord,
  eventTypes: string[],
  at?: Date,
): void {
  for (const eventType of eventTypes) context.webhooks.emit(eventType, subscriptionJson(context, sub), at);
}
