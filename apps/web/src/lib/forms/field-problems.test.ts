import { NewPasswordPair, RegistrationFields } from '@galley/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { apiFieldProblems, describeProblems, mergeProblems, zodFieldProblems } from './field-problems.ts';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  defaultNS: 'common',
  resources: {
    en: {
      common: {
        validation: { passwordMismatch: 'Passwords do not match' },
        errors: { fieldInvalid: 'validation error for {{field}}' },
      },
    },
  },
  initAsync: false,
});
const t = i18n.getFixedT('en');

describe('field problems', () => {
  it('keeps the first rule each field breaks', () => {
    const result = NewPasswordPair.safeParse({ password: 'only lowercase', password2: 'other' });
    if (result.success) throw new Error('expected a failure');
    expect(zodFieldProblems(result.error)).toEqual({
      password: { key: 'passwordClasses' },
      password2: { key: 'passwordMismatch' },
    });
  });

  it('merges the problems of several parses of one form', () => {
    const fields = RegistrationFields.safeParse({ email: 'a@b.co', email2: 'x@b.co' });
    const pair = NewPasswordPair.safeParse({ password: '', password2: '' });
    const merged = mergeProblems(fields, pair);
    expect(merged.email2).toEqual({ key: 'emailMismatch' });
    expect(merged.first_name).toEqual({ key: 'firstNameRequired' });
    expect(merged.terms_agreed).toEqual({ key: 'termsRequired' });
    expect(merged.password).toEqual({ key: 'passwordRequired' });
  });

  it("maps a server's validation issues onto fields, with a fallback for codes we do not know", () => {
    const error = new ApiError({
      status: 400,
      code: 'validation_error',
      detail: 'validation error for password2',
      meta: {
        issues: [
          { field: 'password2', code: 'passwordMismatch', message: 'Passwords do not match' },
          { field: 'phone', code: 'invalid', message: 'Invalid input' },
        ],
      },
    });
    const problems = apiFieldProblems(error);
    expect(problems).toEqual({ password2: { key: 'passwordMismatch' }, phone: { field: 'phone' } });
    expect(describeProblems(problems ?? {}, t)).toEqual({
      password2: 'Passwords do not match',
      phone: 'validation error for phone',
    });
  });

  it('ignores other errors', () => {
    expect(
      apiFieldProblems(new ApiError({ status: 400, code: 'invalid_credentials', detail: '' })),
    ).toBeNull();
    expect(apiFieldProblems(new Error('boom'))).toBeNull();
  });
});
