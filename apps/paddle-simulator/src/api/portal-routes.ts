import { iso } from '../clock.ts';
import { linkToken, type SimulatorContext } from '../context.ts';
import { paddleId } from '../paddle-id.ts';
import { type ApiAnswer, invalidField, notFound, ok } from './respond.ts';

/**
 * POST /customers/{id}/portal-sessions: authenticated links into the simulator's customer portal, one set per
 * subscription asked for.
 */
export function createPortalSessionRoute(
  context: SimulatorContext,
  customerId: string,
  body: { subscription_ids?: string[] },
): ApiAnswer {
  const customer = context.state.customers.get(customerId);
  if (!customer) return notFound(customerId);
  const ids = body.subscription_ids ?? [];
  for (const id of ids) {
    if (context.state.subscriptions.get(id)?.customerId !== customerId)
      return invalidField('subscription_ids', `subscription ${id} does not belong to customer ${customerId}`);
  }
  const base = context.baseUrl;
  return ok(
    {
      id: paddleId('cpls'),
      customer_id: customerId,
      urls: {
        general: {
          overview: `${base}/portal/customers/${customerId}?token=${linkToken(context, customerId)}`,
        },
        subscriptions: ids.map((id) => ({
          id,
          cancel_subscription: `${base}/portal/subscriptions/${id}/cancel?token=${linkToken(context, id)}`,
          update_subscription_payment_method: `${base}/portal/subscriptions/${id}/payment-method?token=${linkToken(context, id)}`,
        })),
      },
      created_at: iso(context.clock.now()),
    },
    201,
  );
}
