/**
 * Prices are tax-inclusive (site.json's taxInclusive), so tax is the part of an amount the rate accounts for.
 * A few VAT rates make the invoice's tax line real; elsewhere 0 (US sales tax is not modelled).
 */
const VAT: Record<string, string> = { KR: '0.1', GB: '0.2', DE: '0.19', FR: '0.2', JP: '0.1', CN: '0.06' };

export const taxRate = (country: string): string => VAT[country.toUpperCase()] ?? '0';

export interface Split {
  subtotal: number;
  tax: number;
  total: number;
}

/** Splits a tax-inclusive amount into subtotal and tax (minor units, tax rounded half up). */
export function splitInclusive(totalMinor: number, rate: string): Split {
  const r = Number(rate);
  const tax = Math.round((totalMinor * r) / (1 + r));
  return { subtotal: totalMinor - tax, tax, total: totalMinor };
}

/** The share of a period still to run at `at` (0..1), for prorating. */
export function remainingShare(start: Date, end: Date, at: Date): number {
  const length = end.getTime() - start.getTime();
  if (length <= 0) return 0;
  return Math.min(1, Math.max(0, (end.getTime() - at.getTime()) / length));
}
