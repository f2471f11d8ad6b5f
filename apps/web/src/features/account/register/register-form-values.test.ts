import { describe, expect, it } from 'vitest';
import { EMPTY_REGISTRATION, registerProblems } from './register-form-values.ts';

const complete = {
  ...EMPTY_REGISTRATION,
  email: 'Ada@Example.org',
  email2: 'ada@example.org',
  password: 'Analytical-Engine1',
  password2: 'Analytical-Engine1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  institution: 'University of London',
  country: 'GB',
  terms_agreed: true,
  age_confirmed: true,
};

describe('registerProblems', () => {
  it('accepts a complete form (emails compared without case)', () => {
    expect(registerProblems(complete)).toEqual({});
  });

  it('names every required field of an empty form with its spec message', () => {
    expect(registerProblems(EMPTY_REGISTRATION)).toMatchObject({
      email: { key: 'emailRequired' },
      email2: { key: 'emailRequired' },
      password: { key: 'passwordRequired' },
      password2: { key: 'passwordConfirmRequired' },
      first_name: { key: 'firstNameRequired' },
      last_name: { key: 'lastNameRequired' },
      institution: { key: 'institutionRequired' },
      country: { key: 'countryRequired' },
      terms_agreed: { key: 'termsRequired' },
      age_confirmed: { key: 'ageRequired' },
    });
  });

  it('catches mismatched repeats and weak passwords', () => {
    expect(
      registerProblems({
        ...complete,
        email2: 'other@example.org',
        password: 'lowercaseonly',
        password2: 'x',
      }),
    ).toEqual({
      email2: { key: 'emailMismatch' },
      password: { key: 'passwordClasses' },
      password2: { key: 'passwordMismatch' },
    });
  });
});
