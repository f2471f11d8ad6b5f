import { ApiError } from '../../../lib/api/api-error.ts';

/**
 * What the code page does with a failed check or Resend (spec §8, email code): a wrong code is said in
 * place and may be retried; a burned code needs Resend; an expired or unknown page cannot be saved and
 * sends the user home.
 */
export type CodeFailure = 'retry' | 'resend' | 'leave';

export function codeFailure(error: unknown): CodeFailure {
  if (!(error instanceof ApiError)) return 'retry';
  if (error.code === 'code_exhausted') return 'resend';
  if (error.code === 'code_expired' || error.code === 'invalid_page' || error.status === 410) return 'leave';
  return 'retry';
}

/** The page's own state a failure may change: the typed digits, and whether the code is used up. */
export interface CodeFormState {
  digits: string[];
  burned: boolean;
}

/**
 * The page after a failed check or Resend, or 'leave'. A wrong code empties the boxes for the next try
 * (and a burned one disables them until Resend); a Resend that failed (say 429) changes nothing the
 * user typed or learned — the code it meant to replace is as good or as burned as before.
 */
export function stateAfterFailure(
  state: CodeFormState,
  error: unknown,
  source: 'check' | 'resend',
  empty: () => string[],
): CodeFormState | 'leave' {
  const kind = codeFailure(error);
  if (kind === 'leave') return 'leave';
  if (source === 'resend') return state;
  return { digits: empty(), burned: kind === 'resend' };
}

/** Whether the page expired by time (spec §8: 'Time Expired'), rather than being unknown. */
export function expiredByTime(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'code_expired' || error.status === 410);
}

/** The tries left on this code, from the server's `invalid_code` answer (`remaining_attempts`). */
export function remainingAttempts(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'invalid_code') return null;
  const left = error.meta.remaining_attempts;
  return typeof left === 'number' && Number.isInteger(left) && left >= 0 ? left : null;
}
