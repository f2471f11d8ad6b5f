import { type InvoicePdfResponse, paymentEndpoints, TransactionParams } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { billingDepsOf } from '../../services/billing/billing-deps.ts';
import { readInvoicePdf } from '../../services/billing/read-invoice-pdf.ts';

/** A fresh, short-lived link to the invoice PDF of one of the user's transactions. */
export function getInvoicePdfRoute(app: FastifyInstance): void {
  app.get(paymentEndpoints.paymentsInvoicePdf.path, async (request, reply): Promise<InvoicePdfResponse> => {
    const userId = request.requireUserId();
    const { id } = parseInput(TransactionParams, request.params);
    reply.header('cache-control', 'no-store');
    return readInvoicePdf(billingDepsOf(app), userId, id);
  });
}
