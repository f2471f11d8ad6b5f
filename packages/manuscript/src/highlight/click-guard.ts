/** Spec §5/§9: a click within 100 ms of the previous one is suppressed (a double click must not delete twice). */
export const CLICK_SUPPRESSION_MS = 100;

export function isSuppressedClick(previousClickAt: number | undefined, now: number): boolean {
  return previousClickAt !== undefined && now - previousClickAt < CLICK_SUPPRESSION_MS;
}
