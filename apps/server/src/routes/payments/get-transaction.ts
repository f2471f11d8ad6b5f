import { type InvoiceResponse, paymentEndpoints, TransactionParams } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { readInvoice } from '../../services/billing/read-invoice.ts';

/** The invoice of one of the user's transactions; anyone else's is a 404. */
export function getTransactionRoute(app: FastifyInstance): void {
  app.get(paymentEndpoints.paymentsTransaction.path, async (request, reply): Promise<InvoiceResponse> => {
    const userId = request.requireUserId();
    const { id } = parseInput(TransactionParams, request.params);
    reply.header('cache-control', 'private, no-store');
    return readInvoice(app.db, userId, id);
  });
}
