import type { ProfileFields, UserData } from '@galley/contracts';

/** The profile part of the register and profile forms, as the inputs hold it (all text). */
export type ProfileFormValues = { [K in keyof ProfileFields]: string };

export const EMPTY_PROFILE: ProfileFormValues = {
  first_name: '',
  last_name: '',
  prefix: '',
  degree: '',
  institution: '',
  country: '',
  address_line1: '',
  address_line2: '',
  address_line3: '',
  state: '',
  city: '',
  postal_code: '',
  phone: '',
};

/** The profile form filled from the server's user. */
export function profileValuesOf(user: UserData): ProfileFormValues {
  const values = { ...EMPTY_PROFILE };
  for (const key of Object.keys(EMPTY_PROFILE) as (keyof ProfileFormValues)[]) values[key] = user[key];
  return values;
}
