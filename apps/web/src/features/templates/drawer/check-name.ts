import { TEMPLATE_NAME_MAX } from '@galley/contracts';

export type NameProblem = 'required' | 'tooLong';

/** Spec §5: folder and template names are required and at most 100 characters (after trimming). */
export function checkName(name: string): NameProblem | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > TEMPLATE_NAME_MAX) return 'tooLong';
  return undefined;
}
