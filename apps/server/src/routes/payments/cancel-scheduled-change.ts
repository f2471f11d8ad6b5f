import { paymentEndpoints, type SubscriptionResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { billingDepsOf } from '../../services/billing/billing-deps.ts';
import { cancelScheduledChange } from '../../services/billing/cancel-scheduled-change.ts';

/** DELETE /scheduled-change/: the scheduled downgrade is dropped; the plan stays. */
export function cancelScheduledChangeRoute(app: FastifyInstance): void {
  app.delete(
    paymentEndpoints.paymentsScheduledChange.path,
    async (request): Promise<SubscriptionResponse> => {
      const user = await request.requireUser();
      return cancelScheduledChange(billingDepsOf(app), user);
    },
  );
}
