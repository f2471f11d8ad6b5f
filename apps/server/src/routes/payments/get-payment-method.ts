import { type PaymentMethodResponse, paymentEndpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { billingDepsOf } from '../../services/billing/billing-deps.ts';
import { readPaymentMethod } from '../../services/billing/read-payment-method.ts';

export function getPaymentMethodRoute(app: FastifyInstance): void {
  app.get(
    paymentEndpoints.paymentsPaymentMethod.path,
    async (request, reply): Promise<PaymentMethodResponse> => {
      const userId = request.requireUserId();
      reply.header('cache-control', 'no-store');
      return readPaymentMethod(billingDepsOf(app), userId);
    },
  );
}
