import type { Paddle } from '@paddle/paddle-node-sdk';

/** A short-lived link to the transaction's invoice PDF (Paddle renders it; we never store it). */
export async function invoicePdfUrl(paddle: Paddle, transactionId: string): Promise<string> {
  const pdf = await paddle.transactions.getInvoicePDF(transactionId, { disposition: 'attachment' });
  return pdf.url;
}
