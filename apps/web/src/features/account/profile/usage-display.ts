import type { QuotaService } from '@galley/contracts';

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
