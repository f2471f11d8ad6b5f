import { PlanChangeRequest, paymentEndpoints, type SubscriptionResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { billingDepsOf } from '../../services/billing/billing-deps.ts';
import { scheduleDowngrade } from '../../services/billing/schedule-downgrade.ts';

/** Downgrade at the end of the period (scheduled, cancellable). */
export function downgradeRoute(app: FastifyInstance): void {
  app.post(paymentEndpoints.paymentsDowngrade.path, async (request): Promise<SubscriptionResponse> => {
    const user = await request.requireUser();
    const { price_id } = parseInput(PlanChangeRequest, request.body);
    return scheduleDowngrade(billingDepsOf(app), user, price_id);
  });
}
