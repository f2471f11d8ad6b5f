import { describe, expect, it } from 'vitest';
import { dailyBars } from './daily-bars.ts';

describe('daily bars', () => {
  it('scales each day to the busiest and adds up the total', () => {
    const { bars, total } = dailyBars([
      { day: '2026-11-24', count: 2 },
      { day: '2026-11-25', count: 8 },
      { day: '2026-11-26', count: 0 },
    ]);
    expect(bars.map((bar) => bar.share)).toEqual([0.25, 1, 0]);
    expect(total).toBe(10);
  });

  it('draws an idle period flat', () => {
    expect(dailyBars([{ day: '2026-11-26', count: 0 }]).bars[0]?.share).toBe(0);
    expect(dailyBars([])).toEqual({ bars: [], total: 0 });
  });
});
