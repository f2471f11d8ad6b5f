import type { SimulatorContext } from '../context.ts';
import type { SubscriptionRecord } from '../state.ts';
import { PaddleApiError } from './api-error.ts';
import { renew } from './run-due.ts';

/**
 * POST /subscriptions/{id}/activate: ends a trial now and bills the first period from now (a declined card
 * leaves it past_due, as a renewal would). Only a trialing subscription can be activated.
 */
export function activateSubscription(context: SimulatorContext, sub: SubscriptionRecord): SubscriptionRecord {
  if (sub.status !== 'trialing')
    throw new PaddleApiError(
      400,
      'subscription_not_trialing',
      'Only a trialing subscription can be activated.',
    );
  renew(context, sub, context.clock.now());
  return sub;
}
