/**
 * An amount in the currency's minor units (Paddle's cents, or whole yen and won) written the locale's
 * way: the currency's own number of decimals decides how far the minor units shift.
 */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}
