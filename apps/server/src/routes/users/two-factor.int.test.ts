import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { loginCodeFor, mailsTo } from '../../../test/support/outbox.ts';
import { TestBrowser } from '../../../test/support/test-browser.ts';
import { createTestUser } from '../../../test/support/user-factory.ts';

const OTP = '/api/v1/users/validation-otp/';
const PROFILE = '/api/v1/users/profile/';

describe('two-factor login by emailed code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** Password step of a two-factor login: the browser is not signed in, the code is in the outbox. */
  async function passwordStep(locale: 'en' | 'ja' = 'en') {
    const account = await createTestUser(t.app, { twoFactor: true, locale });
    const browser = new TestBrowser(t.app);
    const response = await browser.login(account.email, account.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ is_active_two_factor: true, user_data: null, plan_type: null });
    expect(body.url_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    return {
      ...account,
      browser,
      token: body.url_token as string,
      code: await loginCodeFor(t.app, account.email),
    };
  }

  it('signs in only after the right code, which works once, and rotates the session again', async () => {
    const { browser, email, token, code, user } = await passwordStep('ja');
    expect((await browser.get(PROFILE)).statusCode).toBe(401);
    const pending = browser.sessionCookie;
    const [mail] = await mailsTo(t.app, email);
    expect(mail?.subject).toBe(`Galley ログイン認証コード: ${code}`);

    const ok = await browser.post(OTP, { email, otp_code: code, token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ valid: true, plan_type: 'free', user_data: { id: user.id } });
    expect(browser.sessionCookie).not.toBe(pending);
    expect((await browser.get(PROFILE)).statusCode).toBe(200);

    const replay = await browser.post(OTP, { email, otp_code: code, token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('invalid_page');
  });

  it('burns the code after 5 wrong tries: even the right code then fails until Resend', async () => {
    const { browser, email, token, code } = await passwordStep();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await browser.post(OTP, { email, otp_code: wrong, token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'invalid_code',
        detail: 'Invalid code. Please check your email and try again.',
        remaining_attempts: 5 - attempt,
      });
    }
    expect((await browser.post(OTP, { email, otp_code: wrong, token })).json().code).toBe('code_exhausted');
    const right = await browser.post(OTP, { email, otp_code: code, token });
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('code_exhausted');
    expect((await browser.get(PROFILE)).statusCode).toBe(401);

    // Resend: a new page token and code; the new one signs in.
    const resent = await browser.post('/api/v1/users/generating-otp/', { email, token });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().expires_in).toBe(300);
    const newToken = resent.json().url_token;
    expect(newToken).not.toBe(token);
    const newCode = await loginCodeFor(t.app, email);
    // The replaced page token is no base for another resend (a double click cannot fork the login).
    const stale = await browser.post('/api/v1/users/generating-otp/', { email, token });
    expect(stale.json().code).toBe('invalid_page');
    expect((await browser.post(OTP, { email, otp_code: newCode, token: newToken })).statusCode).toBe(200);
  });

  it('binds the code to the browser that passed the password step', async () => {
    const { email, token, code } = await passwordStep();
    const thief = new TestBrowser(t.app);
    const stolen = await thief.post(OTP, { email, otp_code: code, token });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ code: 'invalid_page', detail: 'Invalid page. Please try again.' });
  });

  it('expires the code after 300 seconds', async () => {
    const { browser, email, token, code } = await passwordStep();
    await t.app.db.execute(`update otp_challenges set expires_at = now() - interval '1 second'`);
    const late = await browser.post(OTP, { email, otp_code: code, token });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({
      code: 'code_expired',
      detail: 'This page has expired. Please try again.',
    });
  });

  it('changes two-factor only with a verified email and a fresh password check', async () => {
    const unverified = await createTestUser(t.app, { verified: false });
    const u = new TestBrowser(t.app);
    await u.login(unverified.email, unverified.password);
    expect(
      (await u.post('/api/v1/users/check-password/', { password: await u.encrypt(unverified.password) }))
        .statusCode,
    ).toBe(200);
    const refused = await u.post('/api/v1/users/change-two-factor/', { value: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('email_not_verified');

    const { email, password } = await createTestUser(t.app);
    const browser = new TestBrowser(t.app);
    await browser.login(email, password);
    const unchecked = await browser.post('/api/v1/users/change-two-factor/', { email, value: true });
    expect(unchecked.json().code).toBe('password_check_required');
    const bad = await browser.post('/api/v1/users/check-password/', {
      password: await browser.encrypt('Not-it-at-all-1'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_password', detail: 'Invalid password.' });
    expect(
      (await browser.post('/api/v1/users/check-password/', { password: await browser.encrypt(password) }))
        .statusCode,
    ).toBe(200);
    const on = await browser.post('/api/v1/users/change-two-factor/', { email, value: true });
    expect(on.json()).toEqual({ is_active_two_factor: true });
    expect((await browser.get(PROFILE)).json().user_data.is_active_two_factor).toBe(true);
  });
});
