import type { InvoicePdfResponse } from '@galley/contracts';
import { paddleClient } from '../../billing/paddle-client.ts';
import { invoicePdfUrl } from '../../billing/paddle-invoice.ts';
import type { BillingDeps } from './billing-deps.ts';
import { ownPayment } from './own-payment.ts';
import { withPaddle } from './with-paddle.ts';

/** A fresh link to the invoice PDF of one of the user's transactions (404 for anyone else's). */
export async function readInvoicePdf(
  deps: BillingDeps,
  userId: string,
  transactionId: string,
): Promise<InvoicePdfResponse> {
  const row = await ownPayment(deps.db, userId, transactionId);
  const url = await withPaddle(
    'Invoice download unavailable. Please try again later or contact support.',
    () => invoicePdfUrl(paddleClient(deps.billing), row.transactionId),
  );
  return { url };
}
