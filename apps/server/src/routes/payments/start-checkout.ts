import { CheckoutRequest, type CheckoutResponse, paymentEndpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireVerifiedEmail } from '../../policies/require-verified-email.ts';
import { billingDepsOf } from '../../services/billing/billing-deps.ts';
import { startCheckout } from '../../services/billing/start-checkout.ts';

/** What the browser needs to open the checkout; the user (custom_data.user_id) is the session's. */
export function startCheckoutRoute(app: FastifyInstance): void {
  app.post(paymentEndpoints.paymentsCheckout.path, async (request, reply): Promise<CheckoutResponse> => {
    const user = requireVerifiedEmail(await request.requireUser());
    const { price_id } = parseInput(CheckoutRequest, request.body);
    reply.header('cache-control', 'no-store');
    return startCheckout({ ...billingDepsOf(app), publicUrl: app.config.publicUrl }, user, price_id);
  });
}
