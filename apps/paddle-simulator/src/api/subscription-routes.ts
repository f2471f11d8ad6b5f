import { activateSubscription } from '../billing/activate-subscription.ts';
import { applyUpdate } from '../billing/apply-update.ts';
import { cancelSubscription } from '../billing/cancel-subscription.ts';
import type { UpdateBody } from '../billing/plan-update.ts';
import { previewUpdate } from '../billing/preview-update.ts';
import type { SimulatorContext } from '../context.ts';
import { subscriptionJson } from '../json/subscription-json.ts';
import { listParam, page } from './list-page.ts';
import { type ApiAnswer, notFound, ok } from './respond.ts';

const includes = (query: URLSearchParams) => listParam(query, 'include') ?? [];

export function getSubscriptionRoute(
  context: SimulatorContext,
  id: string,
  query: URLSearchParams,
): ApiAnswer {
  const sub = context.state.subscriptions.get(id);
  return sub ? ok(subscriptionJson(context, sub, includes(query))) : notFound(id);
}

/** GET /subscriptions?customer_id=…&status=…&price_id=…&id=… */
export function listSubscriptionsRoute(context: SimulatorContext, query: URLSearchParams): ApiAnswer {
  const customers = listParam(query, 'customer_id');
  const statuses = listParam(query, 'status');
  const prices = listParam(query, 'price_id');
  const ids = listParam(query, 'id');
  const subs = [...context.state.subscriptions.values()]
    .filter((sub) => !customers || customers.includes(sub.customerId))
    .filter((sub) => !statuses || statuses.includes(sub.status))
    .filter((sub) => !prices || prices.includes(sub.priceId))
    .filter((sub) => !ids || ids.includes(sub.id))
    .sort((a, b) => a.id.localeCompare(b.id));
  return page(subs, query, context.baseUrl, '/subscriptions', (sub) => subscriptionJson(context, sub));
}

export function updateSubscriptionRoute(context: SimulatorContext, id: string, body: UpdateBody): ApiAnswer {
  const sub = context.state.subscriptions.get(id);
  return sub ? ok(subscriptionJson(context, applyUpdate(context, sub, body))) : notFound(id);
}

export function previewUpdateRoute(context: SimulatorContext, id: string, body: UpdateBody): ApiAnswer {
  const sub = context.state.subscriptions.get(id);
  return sub ? ok(previewUpdate(context, sub, body)) : notFound(id);
}

export function cancelSubscriptionRoute(
  context: SimulatorContext,
  id: string,
  body: { effective_from?: string },
): ApiAnswer {
  const sub = context.state.subscriptions.get(id);
  return sub
    ? ok(subscriptionJson(context, cancelSubscription(context, sub, body.effective_from)))
    : notFound(id);
}

export function activateSubscriptionRoute(context: SimulatorContext, id: string): ApiAnswer {
  const sub = context.state.subscriptions.get(id);
  return sub ? ok(subscriptionJson(context, activateSubscription(context, sub))) : notFound(id);
}
