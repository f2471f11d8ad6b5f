import { VALIDATION_MESSAGES } from '@galley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { linkTokenFor, mailsTo } from '../../../test/support/outbox.ts';
import { TestBrowser } from '../../../test/support/test-browser.ts';
import { createTestUser } from '../../../test/support/user-factory.ts';

const REQUEST = '/api/v1/users/reset-password-request/';
const VALIDATE = '/api/v1/users/email-token-validation/';
const RESET = '/api/v1/users/reset-password/';

describe('password reset by mailed link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ MAIL_SENDS_PER_HOUR: '5' });
  });
  afterAll(() => t.close());

  async function requestLink(email: string): Promise<string> {
    const response = await new TestBrowser(t.app).post(REQUEST, { email });
    expect(response.statusCode).toBe(200);
    return linkTokenFor(t.app, email, '/verify/reset-password/');
  }

  async function reset(browser: TestBrowser, token: string, password: string, password2 = password) {
    return browser.put(RESET, {
      verify_token: token,
      password: await browser.encrypt(password),
      password2: await browser.encrypt(password2),
    });
  }

  it('sets the new password, ends every session, and the link then is used up', async () => {
    const { email, password } = await createTestUser(t.app, { locale: 'zh' });
    const signedIn = new TestBrowser(t.app);
    await signedIn.login(email, password);
    const token = await requestLink(email);
    expect((await mailsTo(t.app, email))[0]?.subject).toBe('重置您的 Galley 密码');

    const browser = new TestBrowser(t.app);
    const check = await browser.post(VALIDATE, { verify_token: token });
    expect(check.json()).toEqual({ purpose: 'reset_password', email, already_verified: false });
    expect((await reset(browser, token, 'Second-Life-77')).json()).toEqual({ success: true });

    expect((await signedIn.get('/api/v1/users/profile/')).statusCode).toBe(461);
    expect((await new TestBrowser(t.app).login(email, 'Second-Life-77')).statusCode).toBe(200);
    const again = await reset(browser, token, 'Third-Life-777');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'link_expired', detail: 'This link has expired.' });
  });

  it('expires the link after an hour, and when the password changed since it was sent', async () => {
    const { email, password } = await createTestUser(t.app);
    const oldToken = await requestLink(email);
    await t.app.db.execute(
      `update email_tokens set expires_at = now() - interval '1 second' where purpose = 'reset_password'`,
    );
    const browser = new TestBrowser(t.app);
    const expired = await browser.post(VALIDATE, { verify_token: oldToken });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().detail).toBe('This link has expired.');

    const token = await requestLink(email);
    const signedIn = new TestBrowser(t.app);
    await signedIn.login(email, password);
    await signedIn.post('/api/v1/users/password-update/', {
      prev_password: await signedIn.encrypt(password),
      password: await signedIn.encrypt('Changed-Meanwhile-1'),
      password2: await signedIn.encrypt('Changed-Meanwhile-1'),
    });
    expect((await reset(browser, token, 'Second-Life-77')).statusCode).toBe(410);
    expect((await browser.post(VALIDATE, { verify_token: 'not-a-real-token' })).statusCode).toBe(410);
  });

  it('answers "User Not Found" for an unknown address, as the spec says', async () => {
    const response = await new TestBrowser(t.app).post(REQUEST, { email: 'ghost@example.org' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'user_not_found', detail: 'User Not Found' });
    const invalid = await new TestBrowser(t.app).post(REQUEST, { email: 'ghost' });
    expect(invalid.json().issues).toContainEqual({
      field: 'email',
      code: 'emailInvalidLogin',
      message: 'Invalid email',
    });
  });

  it.each([
    ['Short-1', 'Short-1', 'password', 'passwordLength'],
    ['nouppercaseordigit', 'nouppercaseordigit', 'password', 'passwordClasses'],
    ['Second-Life-77', 'Second-Life-78', 'password2', 'passwordMismatch'],
  ])('new password %j/%j → %s %s, and the link still works', async (password, password2, field, code) => {
    const { email } = await createTestUser(t.app);
    const token = await requestLink(email);
    const browser = new TestBrowser(t.app);
    const response = await reset(browser, token, password, password2);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({
      field,
      code,
      message: VALIDATION_MESSAGES[code as keyof typeof VALIDATION_MESSAGES],
    });
    expect((await reset(browser, token, 'Valid-Again-2026')).statusCode).toBe(200);
  });

  it('sends at most 5 mails per address per hour: the 6th is 429 with the spec message and wait', async () => {
    const { email } = await createTestUser(t.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await new TestBrowser(t.app).post(REQUEST, { email })).statusCode).toBe(200);
    }
    const sixth = await new TestBrowser(t.app).post(REQUEST, { email });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      code: 'email_send_limit',
      message: 'You have reached the limit of sending emails. Please try again later.',
    });
    expect(sixth.json().wait).toBeGreaterThan(3500);
    expect(sixth.json().wait).toBeLessThanOrEqual(3600);
    expect(await mailsTo(t.app, email)).toHaveLength(5);
  });
});
