import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { linkTokenFor, loginCodeFor, mailsTo } from '../../../test/support/outbox.ts';
import { TestBrowser } from '../../../test/support/test-browser.ts';
import { createTestUser } from '../../../test/support/user-factory.ts';

/**
 * Concurrency and abuse cases from the security review: bursts must not beat the limits, a password
 * reset must end logins still waiting for their code, and input must not smuggle other recipients or
 * control characters. On PGlite requests run one at a time; the PostgreSQL run gives real concurrency.
 */
describe('accounts under concurrency and abuse', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function failedAttempts(email: string): Promise<number> {
    const result = await t.app.db.execute(
      `select max(c.failed_attempts) as n from otp_challenges c join users u on u.id = c.user_id where u.email = '${email}'`,
    );
    const rows =
      (result as unknown as { rows?: Array<{ n: unknown }> }).rows ??
      (result as unknown as Array<{ n: unknown }>);
    return Number(rows[0]?.n);
  }

  it('a burst of wrong codes counts at most five, and the right code sent with them cannot outlive the limit', async () => {
    const { email, password } = await createTestUser(t.app, { twoFactor: true });
    const browser = new TestBrowser(t.app);
    const token = (await browser.login(email, password)).json().url_token as string;
    const code = await loginCodeFor(t.app, email);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const burst = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        browser.post('/api/v1/users/validation-otp/', { email, otp_code: wrong(i), token }),
      ),
    );
    const codes = burst.map((response) => response.json().code);
    expect(codes.filter((c) => c === 'invalid_code').length).toBeLessThanOrEqual(4);
    expect(await failedAttempts(email)).toBeLessThanOrEqual(5);
    const late = await browser.post('/api/v1/users/validation-otp/', { email, otp_code: code, token });
    expect(late.json().code).toBe('code_exhausted');
  });

  it('a password reset ends a login waiting for its code: no resend, no sign-in', async () => {
    const { email, password } = await createTestUser(t.app, { twoFactor: true });
    const attacker = new TestBrowser(t.app);
    const token = (await attacker.login(email, password)).json().url_token as string;
    const code = await loginCodeFor(t.app, email);

    await new TestBrowser(t.app).post('/api/v1/users/reset-password-request/', { email });
    const resetToken = await linkTokenFor(t.app, email, '/verify/reset-password/');
    const owner = new TestBrowser(t.app);
    const reset = await owner.put('/api/v1/users/reset-password/', {
      verify_token: resetToken,
      password: await owner.encrypt('Owner-Took-Back-1'),
      password2: await owner.encrypt('Owner-Took-Back-1'),
    });
    expect(reset.statusCode).toBe(200);

    expect((await attacker.post('/api/v1/users/generating-otp/', { email, token })).json().code).toBe(
      'invalid_page',
    );
    expect(
      (await attacker.post('/api/v1/users/validation-otp/', { email, otp_code: code, token })).json().code,
    ).toBe('invalid_page');
  });

  it('resend refuses a password step older than 15 minutes', async () => {
    const { email, password } = await createTestUser(t.app, { twoFactor: true });
    const browser = new TestBrowser(t.app);
    const token = (await browser.login(email, password)).json().url_token as string;
    // The account is older than the pending login, as in life; the login began 16 minutes ago.
    await t.app.db.execute(
      `update users set password_changed_at = now() - interval '1 day' where email = '${email}'`,
    );
    await t.app.db.execute(
      `update otp_challenges set login_started_at = now() - interval '16 minutes' where user_id = (select id from users where email = '${email}')`,
    );
    const resend = await browser.post('/api/v1/users/generating-otp/', { email, token });
    expect(resend.statusCode).toBe(410);
    expect(resend.json().code).toBe('code_expired');
  });

  it('a burst of reset requests sends no more than the hourly limit', async () => {
    const { email } = await createTestUser(t.app);
    const burst = await Promise.all(
      Array.from({ length: 9 }, () =>
        new TestBrowser(t.app).post('/api/v1/users/reset-password-request/', { email }),
      ),
    );
    const statuses = burst.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429]);
    expect(await mailsTo(t.app, email)).toHaveLength(5);
  });

  it("reset requests by a stranger do not use up the owner's login codes", async () => {
    const { email, password } = await createTestUser(t.app, { twoFactor: true });
    for (let i = 0; i < 6; i += 1)
      await new TestBrowser(t.app).post('/api/v1/users/reset-password-request/', { email });
    const login = await new TestBrowser(t.app).login(email, password);
    expect(login.statusCode).toBe(200);
    expect(login.json().url_token).toEqual(expect.any(String));
  });

  it('a reset link used by two concurrent submits works once', async () => {
    const { email } = await createTestUser(t.app);
    await new TestBrowser(t.app).post('/api/v1/users/reset-password-request/', { email });
    const token = await linkTokenFor(t.app, email, '/verify/reset-password/');
    const browser = new TestBrowser(t.app);
    await browser.post('/api/v1/users/logout/'); // one CSRF pair for both requests, as one open page has
    const body = {
      verify_token: token,
      password: await browser.encrypt('Concurrent-Pass-1'),
      password2: await browser.encrypt('Concurrent-Pass-1'),
    };
    const both = await Promise.all([
      browser.put('/api/v1/users/reset-password/', body),
      browser.put('/api/v1/users/reset-password/', body),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 410]);
  });

  it.each([
    'Someone<victim@example.org>',
    'x:victim@example.com;',
    'a,b@example.com',
    '"quoted"@example.org',
    'victim@example.org\r\nBcc: other@example.org',
  ])('refuses %j as an email address', async (email) => {
    const response = await new TestBrowser(t.app).post('/api/v1/users/create/', {
      email,
      email2: email,
      first_name: 'Eve',
      last_name: 'Smuggler',
      institution: 'X',
      country: 'US',
      terms_agreed: true,
      age_confirmed: true,
      password: 'x',
      password2: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual(
      expect.objectContaining({ field: 'email', code: 'emailInvalid' }),
    );
  });

  it('refuses control characters and bidi overrides in free text (no 500 from a NUL)', async () => {
    const { email, password } = await createTestUser(t.app);
    const browser = new TestBrowser(t.app);
    await browser.login(email, password);
    for (const change of [
      { institution: 'Yale\u0000' },
      { city: 'x\u202Eevil' },
      { address_line1: 'line\nbreak' },
    ]) {
      const response = await browser.post('/api/v1/users/profile-update/', {
        first_name: 'Ada',
        last_name: 'Lovelace',
        institution: 'Yale',
        country: 'US',
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0].code).toBe('textInvalid');
    }
  });

  it('a password change keeps this browser signed in on a new session id; check-session tells the others why', async () => {
    const { email, password } = await createTestUser(t.app);
    const here = new TestBrowser(t.app);
    const there = new TestBrowser(t.app);
    await here.login(email, password);
    await there.login(email, password);
    const before = here.sessionCookie;
    await here.post('/api/v1/users/password-update/', {
      prev_password: await here.encrypt(password),
      password: await here.encrypt('Rotated-Pass-2026'),
      password2: await here.encrypt('Rotated-Pass-2026'),
    });
    expect(here.sessionCookie).not.toBe(before);
    expect((await here.get('/api/v1/users/profile/')).statusCode).toBe(200);
    expect((await there.get('/api/v1/security/check-session/')).json()).toEqual({
      valid: false,
      reason: 'ended',
    });
    // Told once: the dead cookie is cleared with that answer.
    expect(there.sessionCookie).toBeUndefined();
  });
});
