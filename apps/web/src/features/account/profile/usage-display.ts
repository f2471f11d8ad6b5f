import type { QuotaService, UsageBreakdownKey } from '@galley/contracts';

/** What the usage tab reads of one service (`reserved`/`remaining` arrive with the work platform). */
export interface UsageFigures {
  key: QuotaService;
  used: number;
  per_month: number | null;
  per_run: number | null;
  reserved?: number;
  remaining?: number | null;
}

/**
 * How one service reads on the usage tab. A bar only means something against a limit: a service the
 * plan does not include (monthly limit 0) says so and points to the plans, an unlimited one shows its
 * count alone, and only a limited one draws used / limit.
 */
export type UsageDisplay =
  | { kind: 'notIncluded' }
  | { kind: 'unlimited'; used: number; inProgress: number; perRun: number | null }
  | {
      kind: 'limited';
      used: number;
      limit: number;
      /** 0–100, for the bar. */
      percent: number;
      remaining: number;
      inProgress: number;
      perRun: number | null;
      /** Nothing left this period. */
      exhausted: boolean;
    };

export function usageDisplay(item: UsageFigures): UsageDisplay {
  const inProgress = item.reserved ?? 0;
  if (item.per_month === 0) return { kind: 'notIncluded' };
  if (item.per_month === null) {
    return { kind: 'unlimited', used: item.used, inProgress, perRun: item.per_run };
  }
  const limit = item.per_month;
  const remaining = item.remaining ?? Math.max(0, limit - item.used);
  return {
    kind: 'limited',
    used: item.used,
    limit,
    percent: Math.min(100, (item.used / limit) * 100),
    remaining,
    inProgress,
    perRun: item.per_run,
    exhausted: remaining === 0,
  };
}

/**
 * One line of what the period's work was made of (spec §3 Usage: text, reference_file, pdf, storage):
 * counts as numbers, storage in gigabytes as the spec measures it (decimal GB, up to two decimals).
 */
export function breakdownValue(key: UsageBreakdownKey, used: number, locale: string): string {
  if (key !== 'storage_bytes') return new Intl.NumberFormat(locale).format(used);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'gigabyte',
    maximumFractionDigits: used < 1e9 ? 3 : 2,
  }).format(used / 1e9);
}
