import type { ValidationIssue } from '@galley/contracts';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** Validates request input at the edge; failures become one 400 with every field's problem. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues: ValidationIssue[] = result.error.issues.map((issue) => ({
    field: issue.path.join('.') || '(root)',
    message: issue.message,
  }));
  const first = issues[0];
  throw new AppError('validation_error', first ? `validation error for ${first.field}` : 'validation error', {
    issues,
  });
}
