import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { countingHasher } from '../../../test/support/counting-hasher.ts';
import { TestBrowser } from '../../../test/support/test-browser.ts';
import { createTestUser } from '../../../test/support/user-factory.ts';

const PROFILE = '/api/v1/users/profile/';

describe('POST /api/v1/users/login/ and the session it makes', () => {
  let t: TestApp;
  const hasher = countingHasher();
  beforeAll(async () => {
    t = await buildTestApp(
      { LOGIN_FAILURES_PER_ACCOUNT: '3', LOGIN_FAILURES_PER_ACCOUNT_TOTAL: '8', LOGIN_FAILURES_PER_IP: '6' },
      undefined,
      {
        passwordHasher: hasher,
      },
    );
  });
  afterAll(() => t.close());

  it('signs in with the encrypted password, rotating the session id, and answers the spec fields', async () => {
    const { email, password, user } = await createTestUser(t.app);
    const browser = new TestBrowser(t.app);
    // A session the browser had before signing in (e.g. planted by an attacker) must not survive.
    await browser.post('/api/v1/users/logout/');
    const before = (await t.app.sessions.create(null)).token;
    browser.cookies.galley_session = before;

    const response = await browser.login(email.toUpperCase(), password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      is_active_two_factor: false,
      url_token: null,
      plan_type: 'free',
      user_data: { id: user.id, email, first_name: 'Ada', is_email_verified: true, is_staff: false },
    });
    expect(response.json().user_data).not.toHaveProperty('password_hash');
    expect(browser.sessionCookie).toBeDefined();
    expect(browser.sessionCookie).not.toBe(before);
    expect(await t.app.sessions.find(before)).toBeNull();
    expect((await browser.get(PROFILE)).json().user_data.id).toBe(user.id);
  });

  it('gives the same answer, and makes the same hasher calls, for an unknown email and a wrong password', async () => {
    const { email } = await createTestUser(t.app);
    const calls = async (attempt: () => Promise<{ statusCode: number; json(): unknown }>) => {
      const before = { ...hasher.calls };
      const response = await attempt();
      return {
        status: response.statusCode,
        body: response.json(),
        hash: hasher.calls.hash - before.hash,
        verify: hasher.calls.verify - before.verify,
      };
    };
    // Warm the dummy hash first, so its one-time creation is not counted against the unknown address.
    await new TestBrowser(t.app).login('warm-up@example.org', 'whatever');
    const unknown = await calls(() =>
      new TestBrowser(t.app).login('nobody-here@example.org', 'Wrong-Password-1'),
    );
    const wrong = await calls(() => new TestBrowser(t.app).login(email, 'Wrong-Password-1'));
    expect(unknown).toEqual(wrong);
    expect(wrong).toEqual({
      status: 400,
      body: { detail: 'invalid credentials', code: 'invalid_credentials' },
      hash: 0,
      verify: 1,
    });
  });

  it('limits failed logins per account from one address (429 with wait, no hashing) without locking the owner out', async () => {
    const { email, password } = await createTestUser(t.app);
    const guesser = new TestBrowser(t.app);
    for (let i = 0; i < 3; i += 1) expect((await guesser.login(email, 'Nope-nope-1')).statusCode).toBe(400);
    const verifies = hasher.calls.verify;
    const limited = await guesser.login(email, password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'login_attempts_exceeded',
      message: 'Too many failed login attempts.',
    });
    expect(limited.json().wait).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBe(limited.json().wait);
    expect(hasher.calls.verify).toBe(verifies);
    // The owner, elsewhere, still signs in.
    expect((await new TestBrowser(t.app).login(email, password)).statusCode).toBe(200);
  });

  it('limits failed logins per account across addresses, more loosely', async () => {
    const { email, password } = await createTestUser(t.app);
    for (let i = 0; i < 8; i += 1) {
      expect((await new TestBrowser(t.app).login(email, `Guess-${i}-guess`)).statusCode).toBe(400);
    }
    expect((await new TestBrowser(t.app).login(email, password)).statusCode).toBe(429);
  });

  it('holds the limit against a burst of concurrent guesses', async () => {
    const { email } = await createTestUser(t.app);
    const guesser = new TestBrowser(t.app);
    await guesser.encrypt('warm-up');
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => guesser.login(email, `Burst-guess-${i}`)),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(9);
  });

  it('limits failed logins per IP across accounts', async () => {
    const browser = new TestBrowser(t.app);
    for (let i = 0; i < 6; i += 1) {
      expect((await browser.login(`spray-${i}@example.org`, 'Guess-guess-1')).statusCode).toBe(400);
    }
    const { email, password } = await createTestUser(t.app);
    expect((await browser.login(email, password)).statusCode).toBe(429);
    expect((await new TestBrowser(t.app).login(email, password)).statusCode).toBe(200);
  });

  it('logout ends the session on the server: the old cookie is dead even if replayed', async () => {
    const { email, password } = await createTestUser(t.app);
    const browser = new TestBrowser(t.app);
    await browser.login(email, password);
    const token = browser.sessionCookie;
    expect(token).toBeDefined();
    expect(
      (await browser.post('/api/v1/users/logout/', { data: { user_id: 'someone-else' } })).statusCode,
    ).toBe(403);
    expect((await browser.post('/api/v1/users/logout/', {})).statusCode).toBe(200);
    expect(browser.sessionCookie).toBeUndefined();
    const replay = await t.app.inject({
      method: 'GET',
      url: PROFILE,
      cookies: { galley_session: token ?? '' },
    });
    expect(replay.statusCode).toBe(460);
    expect(replay.json().code).toBe('session_expired');
  });

  it('answers 401 without a session, 460 for an unknown one, 462 for a disabled account', async () => {
    expect((await t.app.inject({ method: 'GET', url: PROFILE })).statusCode).toBe(401);
    const bogus = await t.app.inject({
      method: 'GET',
      url: PROFILE,
      cookies: { galley_session: 'x'.repeat(43) },
    });
    expect(bogus.statusCode).toBe(460);

    const { email, password, user } = await createTestUser(t.app);
    const browser = new TestBrowser(t.app);
    await browser.login(email, password);
    await t.app.db.execute(`update users set is_active = false where id = '${user.id}'`);
    const disabled = await browser.get(PROFILE);
    expect(disabled.statusCode).toBe(462);
    expect(disabled.json().code).toBe('account_disabled');
    expect((await new TestBrowser(t.app).login(email, password)).statusCode).toBe(462);
  });

  it('refuses a user_id or email naming another user (403), on every route that takes them', async () => {
    const me = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    const browser = new TestBrowser(t.app);
    await browser.login(me.email, me.password);
    const attempts = [
      browser.get(`${PROFILE}?user_id=${other.user.id}`),
      browser.get(`${PROFILE}?email=${encodeURIComponent(other.email)}`),
      browser.post('/api/v1/users/get-user-verified/', { user_id: other.user.id }),
      browser.post('/api/v1/users/profile-update/', {
        user_id: other.user.id,
        first_name: 'Mallory',
        last_name: 'X',
        institution: 'Nowhere',
        country: 'US',
      }),
      browser.post('/api/v1/users/activate-email-request/', { email: other.email }),
      browser.post('/api/v1/users/change-two-factor/', { user_id: other.user.id, value: true }),
      browser.post('/api/v1/users/check-password/', {
        user_id: other.user.id,
        password: await browser.encrypt(me.password),
      }),
      browser.post('/api/v1/users/password-update/', {
        user_id: other.user.id,
        prev_password: await browser.encrypt(me.password),
        password: await browser.encrypt('Brand-new-pass-1'),
        password2: await browser.encrypt('Brand-new-pass-1'),
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('forbidden');
    }
    // Nothing was changed for the other user, and my own calls with my own id still work.
    expect((await browser.get(`${PROFILE}?user_id=${me.user.id}`)).json().user_data.first_name).toBe('Ada');
    const otherBrowser = new TestBrowser(t.app);
    await otherBrowser.login(other.email, other.password);
    expect((await otherBrowser.get(PROFILE)).json().user_data.first_name).toBe('Ada');
  });
});
