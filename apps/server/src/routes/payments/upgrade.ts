import { PlanChangeRequest, paymentEndpoints, type SubscriptionResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { billingDepsOf } from '../../services/billing/billing-deps.ts';
import { upgradeSubscription } from '../../services/billing/upgrade-subscription.ts';

/** Upgrade at once, the prorated difference billed now. */
export function upgradeRoute(app: FastifyInstance): void {
  app.post(paymentEndpoints.paymentsUpgrade.path, async (request): Promise<SubscriptionResponse> => {
    const user = await request.requireUser();
    const { price_id } = parseInput(PlanChangeRequest, request.body);
    return upgradeSubscription(billingDepsOf(app), user, price_id);
  });
}
