/**
 * Router state the reset page passes to the result page. The result page is reachable only from there
 * (spec §2); opened any other way — typed, bookmarked, reloaded in a new tab — it goes to the site root.
 */
export const RESET_RESULT_STATE = { fromResetPassword: true } as const;

export function cameFromReset(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Record<string, unknown>).fromResetPassword === true
  );
}
