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
