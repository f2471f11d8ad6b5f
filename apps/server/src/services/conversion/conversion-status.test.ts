import { describe, expect, it } from 'vitest';
import { expiresAt, shownStatus } from './conversion-status.ts';

const DAY = 86_400_000;
const now = new Date('2026-11-25T12:00:00Z');

describe('shownStatus (spec §4: expired 30 days after completion)', () => {
  it('complete reads as expired from the 30th day after completion, not before', () => {
    const at = (days: number) => new Date(now.getTime() - days * DAY);
    expect(shownStatus({ status: 'complete', completedAt: at(29.9) }, now)).toBe('complete');
    expect(shownStatus({ status: 'complete', completedAt: at(30) }, now)).toBe('expired');
    expect(expiresAt(at(1))?.toISOString()).toBe(new Date(now.getTime() + 29 * DAY).toISOString());
  });

  it('other statuses are shown as stored', () => {
    for (const status of ['initial', 'uploading', 'draft', 'converting', 'expired'] as const) {
      expect(shownStatus({ status, completedAt: null }, now)).toBe(status);
    }
    expect(expiresAt(null)).toBeNull();
  });
});
