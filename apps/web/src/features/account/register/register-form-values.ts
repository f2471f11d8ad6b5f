import { NewPasswordPair, RegistrationFields } from '@galley/contracts';
import { type FieldProblems, mergeProblems } from '../../../lib/forms/field-problems.ts';
import { EMPTY_PROFILE, type ProfileFormValues } from '../fields/profile-form-values.ts';

export interface RegisterFormValues extends ProfileFormValues {
  email: string;
  email2: string;
  password: string;
  password2: string;
  terms_agreed: boolean;
  age_confirmed: boolean;
}

export const EMPTY_REGISTRATION: RegisterFormValues = {
  ...EMPTY_PROFILE,
  email: '',
  email2: '',
  password: '',
  password2: '',
  terms_agreed: false,
  age_confirmed: false,
};

/** Every problem of the register form at once, with the same rules (and keys) the server applies. */
export function registerProblems(values: RegisterFormValues): FieldProblems {
  return mergeProblems(
    RegistrationFields.safeParse(values),
    NewPasswordPair.safeParse({ password: values.password, password2: values.password2 }),
  );
}
