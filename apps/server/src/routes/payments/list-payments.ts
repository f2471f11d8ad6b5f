import { PaymentHistoryQuery, type PaymentHistoryResponse, paymentEndpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { listPayments } from '../../services/billing/list-payments.ts';

/** Payment history (GET /api/v1/payments/), newest first, paged. */
export function listPaymentsRoute(app: FastifyInstance): void {
  app.get(paymentEndpoints.paymentsHistory.path, async (request, reply): Promise<PaymentHistoryResponse> => {
    const userId = request.requireUserId();
    const query = parseInput(PaymentHistoryQuery, request.query);
    reply.header('cache-control', 'private, no-store');
    return listPayments(app.db, userId, query);
  });
}
