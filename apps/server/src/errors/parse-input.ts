import { isValidationMessageKey, VALIDATION_MESSAGES, type ValidationIssue } from '@galley/contracts';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/**
 * Field problems from a zod failure. Our rules carry a VALIDATION_MESSAGES key as their message: the
 * issue then says `code: <key>` and the spec's English; anything else is `code: 'invalid'`.
 */
export function validationIssues(error: z.ZodError, prefix: readonly PropertyKey[] = []): ValidationIssue[] {
  return error.issues.map((issue) => {
    const field = [...prefix, ...issue.path].map(String).join('.') || '(root)';
    return isValidationMessageKey(issue.message)
      ? { field, code: issue.message, message: VALIDATION_MESSAGES[issue.message] }
      : { field, code: 'invalid', message: issue.message };
  });
}

/** One 400 `validation_error` carrying every field's problem; `detail` names the first, as the spec does. */
export function validationError(issues: ValidationIssue[]): AppError {
  const first = issues[0];
  return new AppError(
    'validation_error',
    first ? `validation error for ${first.field}` : 'validation error',
    {
      issues,
    },
  );
}

/** Validates request input at the edge; failures become one 400 with every field's problem. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(validationIssues(result.error));
}
