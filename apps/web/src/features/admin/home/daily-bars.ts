import type { DailyCount } from '@galley/contracts';

export interface DailyBar {
  day: string;
  count: number;
  /** Height as a share of the busiest day, 0–1 (an idle period draws flat bars, not a division by zero). */
  share: number;
}

/** A day series as bars scaled to its busiest day, with the total. */
export function dailyBars(series: readonly DailyCount[]): { bars: DailyBar[]; total: number } {
  const max = Math.max(0, ...series.map((each) => each.count));
  const bars = series.map((each) => ({
    day: each.day,
    count: each.count,
    share: max === 0 ? 0 : each.count / max,
  }));
  return { bars, total: series.reduce((sum, each) => sum + each.count, 0) };
}
