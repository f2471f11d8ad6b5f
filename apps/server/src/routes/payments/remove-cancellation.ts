import { paymentEndpoints, type SubscriptionResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { billingDepsOf } from '../../services/billing/billing-deps.ts';
import { removeCancellation } from '../../services/billing/remove-cancellation.ts';

export function removeCancellationRoute(app: FastifyInstance): void {
  app.post(
    paymentEndpoints.paymentsRemoveCancellation.path,
    async (request): Promise<SubscriptionResponse> => {
      const user = await request.requireUser();
      return removeCancellation(billingDepsOf(app), user);
    },
  );
}
