import type { Plan, PlanPrice } from '@galley/contracts';

/** Digits after the decimal point in `currency`'s minor unit: 2 for USD, 0 for KRW and JPY. */
export function minorUnitDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** A price from the API's minor units, in the page's language; whole amounts drop their ".00". */
export function formatMinorAmount(amountMinor: number, currency: string, locale: string): string {
  const digits = minorUnitDigits(currency);
  const scale = 10 ** digits;
  const whole = amountMinor % scale === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(amountMinor / scale);
}

/** What a yearly subscription costs per month, rounded to the currency's minor unit. */
export function monthlyEquivalentMinor(yearly: PlanPrice): number {
  return Math.round(yearly.amountMinor / 12);
}

/**
 * The yearly discount against twelve monthly payments, rounded down so the page never promises more
 * than the bill delivers; null when there is nothing to save.
 */
export function yearlySavingPercent(prices: NonNullable<Plan['prices']>): number | null {
  const twelveMonths = prices.monthly.amountMinor * 12;
  if (twelveMonths <= 0) return null;
  const percent = Math.floor(((twelveMonths - prices.yearly.amountMinor) / twelveMonths) * 100);
  return percent > 0 ? percent : null;
}

/** The best yearly saving across plans, for the billing toggle's "save up to" label. */
export function bestYearlySaving(plans: readonly Plan[]): number | null {
  const savings = plans.flatMap((plan) => (plan.prices ? [yearlySavingPercent(plan.prices)] : []));
  const best = Math.max(0, ...savings.map((saving) => saving ?? 0));
  return best > 0 ? best : null;
}

/** Free costs nothing in either cycle: a free sign-up, or a self-serve plan priced at zero. */
export function isFreePlan(plan: Plan): boolean {
  if (plan.sale === 'free') return true;
  return (
    plan.prices !== null && plan.prices.monthly.amountMinor === 0 && plan.prices.yearly.amountMinor === 0
  );
}
