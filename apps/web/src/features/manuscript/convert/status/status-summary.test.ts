import { describe, expect, it } from 'vitest';
import { statusSummary } from './status-summary.ts';

describe('the convert run summary', () => {
  it('counts journals per state and is settled only when none is queued or converting', () => {
    const running = statusSummary([{ status: 'queued' }, { status: 'converting' }, { status: 'complete' }]);
    expect(running.counts).toEqual({ queued: 1, converting: 1, complete: 1, failed: 0 });
    expect(running).toMatchObject({ total: 3, finished: 1, settled: false, anyComplete: true });
    const over = statusSummary([{ status: 'failed' }, { status: 'complete' }]);
    expect(over).toMatchObject({ finished: 2, settled: true, anyComplete: true });
    expect(statusSummary([{ status: 'failed' }])).toMatchObject({ settled: true, anyComplete: false });
  });

  it('is not settled before any journal was converted', () => {
    expect(statusSummary([])).toMatchObject({ total: 0, settled: false, anyComplete: false });
  });
});
