import { linkTokenValid, type SimulatorContext } from '../context.ts';
import { splitInclusive, taxRate } from '../money.ts';
import { total } from '../state.ts';
import { formatAmount, invoicePdf } from './invoice-pdf.ts';

/** GET /invoices/{txn}.pdf?token=…: the PDF the invoice link points at, or null when the link is not valid. */
export function invoiceFile(context: SimulatorContext, txnId: string, token: string | null): Buffer | null {
  const txn = context.state.transactions.get(txnId);
  if (txn?.status !== 'completed' || !linkTokenValid(context, txnId, token)) return null;
  const customer = context.state.customers.get(txn.customerId);
  const money = (minor: number) => formatAmount(minor, txn.currency);
  const sum = total(txn);
  const split = splitInclusive(sum - Math.min(txn.creditMinor, sum), taxRate(txn.country));
  const rows = [
    `Invoice number: ${txn.invoiceNumber ?? ''}`,
    `Transaction: ${txn.id}`,
    `Issued: ${(txn.billedAt ?? txn.createdAt).slice(0, 10)}`,
    `Billed to: ${customer?.email ?? txn.customerId}`,
    ...(txn.billingPeriod
      ? [`Period: ${txn.billingPeriod.startsAt.slice(0, 10)} to ${txn.billingPeriod.endsAt.slice(0, 10)}`]
      : []),
    '',
    ...txn.lines.map((line) => {
      const price = context.state.prices.get(line.priceId);
      return `${price?.description ?? line.priceId}${line.proration ? ' (prorated)' : ''}: ${money(line.amountMinor)}`;
    }),
    ...(txn.creditMinor > 0 ? [`Credit: -${money(Math.min(txn.creditMinor, sum))}`] : []),
    '',
    `Subtotal: ${money(split.subtotal)}`,
    `Tax: ${money(split.tax)}`,
    `Total: ${money(split.total)} ${txn.currency}`,
    'Status: paid',
  ];
  return invoicePdf({ title: 'Galley invoice (Paddle simulator)', rows });
}
