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
    expect(submissionFeedback(error, t, { fieldByCode: { email_taken: 'email' } })).toEqual({
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

  it('says a failed-login limit with the server words and the wait (spec §8)', () => {
    const limited = new ApiError({
      status: 429,
      code: 'login_attempts_exceeded',
      detail: 'Too many failed login attempts.',
      meta: { message: 'Too many failed login attempts.', wait: 42 },
    });
    expect(submissionFeedback(limited, t, { fallback: 'An unexpected error occurred' }).message).toBe(
      'Too many failed login attempts. Please wait 42 seconds.',
    );
  });

  it('says a generic API limit in the spec words, keeping the wait', () => {
    const limited = new ApiError({
      status: 429,
      code: 'rate_limited',
      detail: 'Too many requests',
      meta: { message: 'Too many requests', wait: 1 },
    });
    expect(submissionFeedback(limited, t).message).toBe(
      'You have exceeded the API call limit. Please try again later. Please wait 1 second.',
    );
  });

  it("uses the form's fallback for failures it has no better words for", () => {
    const fallback = 'Error : something is wrong with password update server';
    const crashed = new ApiError({ status: 500, code: 'internal_error', detail: 'boom' });
    expect(submissionFeedback(crashed, t, { fallback }).message).toBe(fallback);
    expect(submissionFeedback(new Error('offline'), t, { fallback }).message).toBe(fallback);
  });

  it('keeps fields, known codes and the security steps out of the fallback', () => {
    const fallback = 'An unexpected error occurred';
    const wrong = new ApiError({ status: 400, code: 'invalid_credentials', detail: 'invalid credentials' });
    expect(submissionFeedback(wrong, t, { fallback, known: ['invalid_credentials'] }).message).toBe(
      'Login failed. Please verify your information and try again.',
    );
    const csrf = new ApiError({ status: 0, code: 'csrf_token_unavailable', detail: 'offline' });
    expect(submissionFeedback(csrf, t, { fallback }).message).toBe('Error: Failed to get security token');
    const key = new ApiError({ status: 0, code: 'public_key_unavailable', detail: 'offline' });
    expect(submissionFeedback(key, t, { fallback }).message).toBe('Error: failed to get public key');
    const password = new ApiError({ status: 400, code: 'invalid_password', detail: 'Invalid password.' });
    expect(
      submissionFeedback(password, t, { fallback, fieldByCode: { invalid_password: 'prev_password' } }),
    ).toEqual({ fields: { prev_password: 'Invalid password.' }, message: null });
  });
});
