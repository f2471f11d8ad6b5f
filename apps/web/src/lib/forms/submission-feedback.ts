import type { TFunction } from 'i18next';
import { ApiError } from '../api/api-error.ts';
import { describeApiError } from '../api/describe-api-error.ts';
import { apiFieldProblems, describeProblems } from './field-problems.ts';

export interface SubmissionFeedback {
  /** Text to show under form fields, by field name. */
  fields: Record<string, string>;
  /** Text for the form's alert, when the problem belongs to no single field. */
  message: string | null;
}

export interface FeedbackOptions {
  /** Codes the form ties to a field: `{ email_taken: 'email' }` shows that message under the email. */
  fieldByCode?: Readonly<Record<string, string>>;
  /**
   * The form's own words for a failure it has nothing better to say about (spec §8: 'Two factor change
   * error', 'An unexpected error occurred' at login). Without it, the error describes itself.
   */
  fallback?: string;
  /** Codes whose own message still shows when the form has a fallback (e.g. invalid_credentials). */
  known?: readonly string[];
}

/**
 * Failures whose own message says more than any form's fallback: a rate limit with its wait (spec §8),
 * and the security steps the client takes before sending (spec §8 words each).
 */
const ALWAYS_OWN: ReadonlySet<string> = new Set(['public_key_unavailable', 'csrf_token_unavailable']);

function ownMessageShown(error: unknown, known: readonly string[]): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 429 || ALWAYS_OWN.has(error.code) || known.includes(error.code);
}

/**
 * Where a failed submit's message goes: a server `validation_error` onto the fields it names, a code the
 * form ties to a field (say `email_taken` → `email`) under that field, anything else into the alert —
 * in the form's fallback words when it has them and the error is not one to say as itself.
 */
export function submissionFeedback(
  error: unknown,
  t: TFunction,
  { fieldByCode = {}, fallback, known = [] }: FeedbackOptions = {},
): SubmissionFeedback {
  const problems = apiFieldProblems(error);
  if (problems) return { fields: describeProblems(problems, t), message: null };
  const field = error instanceof ApiError ? fieldByCode[error.code] : undefined;
  if (field) return { fields: { [field]: describeApiError(error, t) }, message: null };
  if (fallback !== undefined && !ownMessageShown(error, known)) return { fields: {}, message: fallback };
  return { fields: {}, message: describeApiError(error, t) };
}
