import { formatMinorAmount } from '../../public/pricing/price-format.ts';

/** An amount from the API's minor units in the page's language; a credit (negative) keeps its sign. */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  return formatMinorAmount(amountMinor, currency, locale);
}

/** A date of the billing API (ISO timestamp) as the page's language writes it; '' when there is none. */
export function formatBillingDate(iso: string | null, locale: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}
