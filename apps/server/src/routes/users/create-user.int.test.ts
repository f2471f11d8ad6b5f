import { VALIDATION_MESSAGES } from '@galley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { linkTokenFor, mailsTo } from '../../../test/support/outbox.ts';
import { TestBrowser } from '../../../test/support/test-browser.ts';

const URL = '/api/v1/users/create/';
const GOOD_PASSWORD = 'Galley-Proof-42';

/** A complete, valid register form for `email` (passwords still to be encrypted). */
function form(email: string): Record<string, unknown> {
  return {
    email,
    email2: email,
    first_name: 'Hye-jin',
    last_name: "O'Neil-Park",
    prefix: 'Dr.',
    degree: 'MD, PhD',
    institution: 'Seoul National University Hospital',
    country: 'kr',
    address_line1: '101 Daehak-ro',
    address_line2: '',
    address_line3: '',
    state: '',
    city: 'Seoul',
    postal_code: '03080',
    phone: '+82 2-2072-2114',
    terms_agreed: true,
    age_confirmed: true,
    locale: 'ko',
  };
}

describe('POST /api/v1/users/create/ (registration)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function register(
    browser: TestBrowser,
    fields: Record<string, unknown>,
    pw = GOOD_PASSWORD,
    pw2 = pw,
  ) {
    return browser.post(URL, {
      ...fields,
      password: await browser.encrypt(pw),
      password2: await browser.encrypt(pw2),
    });
  }

  function issueCodes(body: { issues: Array<{ field: string; code: string; message: string }> }) {
    return Object.fromEntries(body.issues.map((issue) => [issue.field, issue.code]));
  }

  it('creates an unverified account, signs nobody in, and mails a localized verification link', async () => {
    const browser = new TestBrowser(t.app);
    const response = await register(browser, form('New.Author@Example.org'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, email: 'new.author@example.org' });
    expect(browser.sessionCookie).toBeUndefined();

    const [mail] = await mailsTo(t.app, 'new.author@example.org');
    expect(mail?.subject).toBe('Galley 이메일 주소를 인증해 주세요');
    expect(mail?.text).toContain('/ko/verify/email/');
    expect(mail?.html).toContain('<html lang="ko">');

    // The link verifies once; a second click says so instead of failing.
    const token = await linkTokenFor(t.app, 'new.author@example.org', '/verify/email/');
    const first = await browser.post('/api/v1/users/email-token-validation/', { verify_token: token });
    expect(first.json()).toEqual({
      purpose: 'verify_email',
      email: 'new.author@example.org',
      already_verified: false,
    });
    const again = await browser.post('/api/v1/users/email-token-validation/', { verify_token: token });
    expect(again.json().already_verified).toBe(true);
    const login = await browser.login('new.author@example.org', GOOD_PASSWORD);
    expect(login.json().user_data).toMatchObject({ is_email_verified: true, locale: 'ko', country: 'KR' });
  });

  it('refuses a second account for the same address, whatever its case', async () => {
    const browser = new TestBrowser(t.app);
    expect((await register(browser, form('twice@example.org'))).statusCode).toBe(201);
    const again = await register(browser, form('TWICE@example.org'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'email_taken',
      detail: 'This email address is already registered.',
    });
  });

  it('answers every required-field message of spec §5 at once', async () => {
    const response = await new TestBrowser(t.app).post(URL, {
      email: '',
      email2: '',
      first_name: '',
      last_name: '',
      institution: '',
      country: '',
      password: 'x',
      password2: 'x',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_error');
    expect(issueCodes(body)).toMatchObject({
      email: 'emailRequired',
      email2: 'emailRequired',
      first_name: 'firstNameRequired',
      last_name: 'lastNameRequired',
      institution: 'institutionRequired',
      country: 'countryRequired',
      terms_agreed: 'termsRequired',
      age_confirmed: 'ageRequired',
    });
    const termsIssue = body.issues.find((issue: { field: string }) => issue.field === 'terms_agreed');
    expect(termsIssue.message).toBe('You must agree to the terms and conditions');
    expect(body.detail).toMatch(/^validation error for /);
  });

  it.each([
    ['email', { email: 'not-an-address', email2: 'not-an-address' }, 'emailInvalid', 'This email is invalid'],
    ['email', { email: `${'a'.repeat(250)}@example.org` }, 'emailTooLong', VALIDATION_MESSAGES.emailTooLong],
    ['email2', { email2: 'other@example.org' }, 'emailMismatch', 'The entered email is not the same'],
    ['first_name', { first_name: 'x'.repeat(31) }, 'firstNameTooLong', VALIDATION_MESSAGES.firstNameTooLong],
    [
      'first_name',
      { first_name: 'Robert<script>' },
      'firstNameInvalid',
      VALIDATION_MESSAGES.firstNameInvalid,
    ],
    ['last_name', { last_name: 'y'.repeat(31) }, 'lastNameTooLong', VALIDATION_MESSAGES.lastNameTooLong],
    ['last_name', { last_name: 'Smith2' }, 'lastNameInvalid', VALIDATION_MESSAGES.lastNameInvalid],
    [
      'institution',
      { institution: 'i'.repeat(201) },
      'institutionTooLong',
      VALIDATION_MESSAGES.institutionTooLong,
    ],
    ['degree', { degree: 'd'.repeat(21) }, 'degreeTooLong', VALIDATION_MESSAGES.degreeTooLong],
    ['prefix', { prefix: 'Sir' }, 'prefixInvalid', VALIDATION_MESSAGES.prefixInvalid],
    ['country', { country: 'Korea' }, 'countryRequired', 'Country is required'],
    ['terms_agreed', { terms_agreed: false }, 'termsRequired', 'You must agree to the terms and conditions'],
    ['age_confirmed', { age_confirmed: false }, 'ageRequired', VALIDATION_MESSAGES.ageRequired],
    ['phone', { phone: 'call me' }, 'phoneInvalid', VALIDATION_MESSAGES.phoneInvalid],
  ])('%s: %j → %s', async (field, change, code, message) => {
    const email = `rule-${code}@example.org`;
    const browser = new TestBrowser(t.app);
    const response = await register(browser, { ...form(email), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ field, code, message });
  });

  it.each([
    ['short1A', 'passwordLength', 'password'],
    [`Aa1${'x'.repeat(62)}`, 'passwordLength', 'password'],
    ['onlylowercase', 'passwordClasses', 'password'],
    ['lowercase123', 'passwordClasses', 'password'],
  ])('password %j → %s, and no account is made', async (password, code, field) => {
    const email = `pw-${code}-${password.length}@example.org`;
    const response = await register(new TestBrowser(t.app), form(email), password);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({
      field,
      code,
      message: VALIDATION_MESSAGES[code as 'passwordLength'],
    });
    expect(await mailsTo(t.app, email)).toHaveLength(0);
  });

  it('accepts 10 characters with three classes, counting non-Latin letters and symbols', async () => {
    const browser = new TestBrowser(t.app);
    // Hangul has no case: its letters count as "special", digits as digits — two classes, refused.
    expect((await register(browser, form('classes@example.org'), '가나다라마바사아12')).statusCode).toBe(400);
    expect((await register(browser, form('classes@example.org'), '가나다라마바사아1a')).statusCode).toBe(201);
  });

  it('refuses a confirmation that differs: "Passwords do not match"', async () => {
    const response = await register(
      new TestBrowser(t.app),
      form('mismatch@example.org'),
      GOOD_PASSWORD,
      `${GOOD_PASSWORD}!`,
    );
    expect(response.json().issues).toContainEqual({
      field: 'password2',
      code: 'passwordMismatch',
      message: 'Passwords do not match',
    });
  });

  it('refuses a plaintext password (only server-key ciphertexts are accepted)', async () => {
    const response = await new TestBrowser(t.app).post(URL, {
      ...form('plain@example.org'),
      password: GOOD_PASSWORD,
      password2: GOOD_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(await mailsTo(t.app, 'plain@example.org')).toHaveLength(0);
  });
});
