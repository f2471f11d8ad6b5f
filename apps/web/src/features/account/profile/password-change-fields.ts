import { NewPasswordPair } from '@galley/contracts';
import { z } from 'zod';
import { type FieldProblems, mergeProblems } from '../../../lib/forms/field-problems.ts';

export interface PasswordChangeValues {
  prev_password: string;
  password: string;
  password2: string;
}

const CurrentPassword = z.object({ prev_password: z.string().min(1, 'currentPasswordRequired') });

/** The change-password form's problems: the current password is required, the new pair follows the rules. */
export function passwordChangeProblems(values: PasswordChangeValues): FieldProblems {
  return mergeProblems(CurrentPassword.safeParse(values), NewPasswordPair.safeParse(values));
}
