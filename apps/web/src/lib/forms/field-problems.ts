import { isValidationMessageKey, ValidationIssue, type ValidationMessageKey } from '@galley/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { ApiError } from '../api/api-error.ts';

/** What is wrong with one form field: one of our keyed rules, or just "this field" (spec §8). */
export type FieldProblem = { key: ValidationMessageKey } | { field: string };
export type FieldProblems = Record<string, FieldProblem>;

function problem(field: string, code: string): FieldProblem {
  return isValidationMessageKey(code) ? { key: code } : { field };
}

/** The first problem of each field of a failed client-side parse (the contracts' messages are keys). */
export function zodFieldProblems(error: z.ZodError): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    problems[field] ??= problem(field, issue.message);
  }
  return problems;
}

/** Problems from several parses of one form (say the fields and the password pair), first wins. */
export function mergeProblems(...results: { success: boolean; error?: z.ZodError }[]): FieldProblems {
  const merged: FieldProblems = {};
  for (const result of results) {
    if (result.success || !result.error) continue;
    for (const [field, found] of Object.entries(zodFieldProblems(result.error))) merged[field] ??= found;
  }
  return merged;
}

const IssueList = z.array(ValidationIssue);

/**
 * The field problems of a server's 400 `validation_error` (`issues: [{ field, code, message }]`), so the
 * form shows them where the user typed; null for any other error.
 */
export function apiFieldProblems(error: unknown): FieldProblems | null {
  if (!(error instanceof ApiError) || error.code !== 'validation_error') return null;
  const issues = IssueList.safeParse(error.meta.issues);
  if (!issues.success || issues.data.length === 0) return null;
  const problems: FieldProblems = {};
  for (const issue of issues.data) problems[issue.field] ??= problem(issue.field, issue.code);
  return problems;
}

/** Problems as the text each field shows, in the user's language. */
export function describeProblems(problems: FieldProblems, t: TFunction): Record<string, string> {
  return Object.fromEntries(
    Object.entries(problems).map(([field, found]) => [
      field,
      'key' in found
        ? t(`common:validation.${found.key}`)
        : t('common:errors.fieldInvalid', { field: found.field }),
    ]),
  );
}
