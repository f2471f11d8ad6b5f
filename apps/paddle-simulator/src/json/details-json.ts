import { splitInclusive, taxRate } from '../money.ts';
import type { LineRecord, SimulatorState } from '../state.ts';
import { productJson } from './catalog-json.ts';

const totalsOf = (amount: number, rate: string) => {
  const split = splitInclusive(amount, rate);
  return {
    subtotal: String(split.subtotal),
    discount: '0',
    tax: String(split.tax),
    total: String(split.total),
  };
};

/**
 * A transaction's `details` (or a preview's): line items with their product, tax worked out of tax-inclusive
 * amounts, and the totals block with any credit applied first (credit beyond the total goes to the balance).
 */
export function detailsJson(
  state: SimulatorState,
  lines: LineRecord[],
  creditMinor: number,
  country: string,
  currency: string,
  preview = false,
) {
  const rate = taxRate(country);
  const sum = lines.reduce((total, line) => total + line.amountMinor, 0);
  const totals = totalsOf(sum, rate);
  const applied = Math.min(creditMinor, sum);
  const grand = splitInclusive(sum - applied, rate);
  return {
    tax_rates_used: [{ tax_rate: rate, totals }],
    totals: {
      ...totals,
      credit: String(applied),
      credit_to_balance: String(creditMinor - applied),
      balance: '0',
      grand_total: String(grand.total),
      grand_total_tax: String(grand.tax),
      fee: null,
      earnings: null,
      currency_code: currency,
    },
    adjusted_totals: null,
    payout_totals: null,
    adjusted_payout_totals: null,
    line_items: lines.map((line) => {
      const price = state.prices.get(line.priceId);
      const product = price ? state.products.get(price.productId) : undefined;
      return {
        ...(preview ? {} : { id: line.id }),
        price_id: line.priceId,
        quantity: 1,
        proration: line.proration
          ? {
              rate: line.proration.rate,
              billing_period: { starts_at: line.proration.startsAt, ends_at: line.proration.endsAt },
            }
          : null,
        tax_rate: rate,
        unit_totals: totalsOf(line.amountMinor, rate),
        totals: totalsOf(line.amountMinor, rate),
        product: product ? productJson(product) : null,
      };
    }),
  };
}
