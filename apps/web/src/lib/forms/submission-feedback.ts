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

/**
 * Where a failed submit's message goes: a server `validation_error` onto the fields it names, a code the
 * form ties to a field (say `email_taken` → `email`) under that field, anything else into the alert.
 */
export function submissionFeedback(
  error: unknown,
  t: TFunction,
  fieldByCode: Readonly<Record<string, string>> = {},
): SubmissionFeedback {
  const problems = apiFieldProblems(error);
  if (problems) return { fields: describeProblems(problems, t), message: null };
  const field = error instanceof ApiError ? fieldByCode[error.code] : undefined;
  if (field) return { fields: { [field]: describeApiError(error, t) }, message: null };
  return { fields: {}, message: describeApiError(error, t) };
}
