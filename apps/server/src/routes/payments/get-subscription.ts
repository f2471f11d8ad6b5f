import { paymentEndpoints, type SubscriptionResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { billingDepsOf } from '../../services/billing/billing-deps.ts';
import { readBillingSubscription } from '../../services/billing/read-billing-subscription.ts';

export function getSubscriptionRoute(app: FastifyInstance): void {
  app.get(
    paymentEndpoints.paymentsSubscription.path,
    async (request, reply): Promise<SubscriptionResponse> => {
      const user = await request.requireUser();
      reply.header('cache-control', 'no-store');
      return readBillingSubscription(billingDepsOf(app), user);
    },
  );
}
