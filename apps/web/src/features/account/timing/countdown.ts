/** Whole seconds left until `deadline` (ms since epoch), never negative; rounds up so 0 means done. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** `5:00`, `0:09` — the code page's timer. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The moments a screen reader hears how long is left: the last minute, half a minute, ten seconds. */
const ANNOUNCED_AT = [60, 30, 10] as const;

/**
 * What the code page's polite live region says with `seconds` left: nothing before the last minute,
 * then the last milestone passed. The text changes only at a milestone, so a reader hears three short
 * announcements rather than a number every second.
 */
export function countdownAnnouncement(seconds: number): number | null {
  let said: number | null = null;
  for (const mark of ANNOUNCED_AT) if (seconds <= mark) said = mark;
  return said;
}
