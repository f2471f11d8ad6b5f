import { describe, expect, it } from 'vitest';
import { countdownAnnouncement, formatCountdown, secondsLeft } from './countdown.ts';

describe('countdown', () => {
  it('counts whole seconds up to the deadline and stops at zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 99_000)).toBe(0);
  });

  it('reads as minutes and seconds', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(69)).toBe('1:09');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });

  it('announces only the last minute, at a few milestones', () => {
    expect(countdownAnnouncement(300)).toBeNull();
    expect(countdownAnnouncement(61)).toBeNull();
    expect(countdownAnnouncement(60)).toBe(60);
    expect(countdownAnnouncement(31)).toBe(60);
    expect(countdownAnnouncement(30)).toBe(30);
    expect(countdownAnnouncement(11)).toBe(30);
    expect(countdownAnnouncement(10)).toBe(10);
    expect(countdownAnnouncement(0)).toBe(10);
  });
});
