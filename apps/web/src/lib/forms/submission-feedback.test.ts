import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import englishCommon from '../../locales/en/common.json';
import { ApiError } from '../api/api-error.ts';
import { submissionFeedback } from './submission-feedback.ts';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  defaultNS: 'common',
  resources: { en: { common: englishCommon } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
const t = i18n.getFixedT('en');

describe('submissionFeedback', () => {
  it('puts a field-bound code under its field in the spec words', () => {
    const error = new ApiError({ status: 409, code: 'email_taken', detail: 'taken' });
    expect(submissionFeedback(error, t, { email_taken: 'email' })).toEqual({
      fields: { email: 'This email address is already registered.' },
      message: null,
    });
  });

  it('spreads a validation error over the fields it names', () => {
    const error = new ApiError({
      status: 400,
      code: 'validation_error',
      detail: 'validation error for email',
      meta: { issues: [{ field: 'email', code: 'emailInvalid', message: 'This email is invalid' }] },
    });
    expect(submissionFeedback(error, t)).toEqual({
      fields: { email: 'This email is invalid' },
      message: null,
    });
  });

  it('shows anything else in the alert, a 429 with its wait', () => {
    const limited = new ApiError({
      status: 429,
      code: 'email_send_limit',
      detail: 'limit',
      meta: { message: 'You have reached the limit of sending emails. Please try again later.', wait: 120 },
    });
    expect(submissionFeedback(limited, t).message).toBe(
      'You have reached the limit of sending emails. Please try again later. Please wait 120 seconds.',
    );
    const failed = new ApiError({ status: 400, code: 'invalid_credentials', detail: 'invalid credentials' });
    expect(submissionFeedback(failed, t)).toEqual({
      fields: {},
      message: 'Login failed. Please verify your information and try again.',
    });
  });
});
