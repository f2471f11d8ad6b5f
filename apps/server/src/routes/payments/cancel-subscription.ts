import { paymentEndpoints, type SubscriptionResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { billingDepsOf } from '../../services/billing/billing-deps.ts';
import { cancelSubscription } from '../../services/billing/cancel-subscription.ts';

export function cancelSubscriptionRoute(app: FastifyInstance): void {
  app.post(paymentEndpoints.paymentsCancel.path, async (request): Promise<SubscriptionResponse> => {
    const user = await request.requireUser();
    return cancelSubscription(billingDepsOf(app), user);
  });
}
