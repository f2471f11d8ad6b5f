import { ApiError } from '../../../lib/api/api-error.ts';

/**
 * What a failed logout means here. A 401 says the server holds no session for this browser any more:
 * forget it locally too. 460–462 say the session died; the session watcher clears it and tells why.
 * Anything else (offline, 5xx, 429) may have left the session alive on the server, so the user stays
 * signed in and is told the logout failed (spec §8) — a local-only logout would lie.
 */
export function logoutFailure(error: unknown): 'forget' | 'ended' | 'stay' {
  if (!(error instanceof ApiError)) return 'stay';
  if (error.status === 401) return 'forget';
  if (error.status >= 460 && error.status <= 462) return 'ended';
  return 'stay';
}
