import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { fetchCsrf } from '../../../test/support/csrf.ts';
import { createTestUserId } from '../../../test/support/user-factory.ts';
import { SessionStore } from '../../services/sessions/session-store.ts';

describe('sessions: check-session and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const check = (cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/security/check-session/',
      ...(cookie ? { cookies: { galley_session: cookie } } : {}),
    });

  it('is not valid without a cookie, or with an unknown or malformed one', async () => {
    expect((await check()).json()).toEqual({ valid: false });
    expect((await check('x'.repeat(43))).json()).toEqual({ valid: false, reason: 'expired' });
    expect((await check('../../etc/passwd')).json()).toEqual({ valid: false, reason: 'expired' });
  });

  it("is valid for a signed-in user's live session", async () => {
    const { token } = await t.app.sessions.create(await createTestUserId(t.app));
    expect((await check(token)).json()).toEqual({ valid: true });
  });

  it('is not valid for an anonymous session or an expired one', async () => {
    const anonymous = await t.app.sessions.create(null);
    expect((await check(anonymous.token)).json()).toEqual({ valid: false });
    const past = new SessionStore(t.app.db, 1000, () => new Date(Date.now() - 60_000));
    const expired = await past.create(await createTestUserId(t.app));
    expect((await check(expired.token)).json()).toEqual({ valid: false, reason: 'expired' });
    expect(await t.app.sessions.purgeExpired()).toBeGreaterThanOrEqual(1);
  });

  it('stores only a hash of the token', async () => {
    const { token, session } = await t.app.sessions.create(await createTestUserId(t.app));
    expect(session.idHash).not.toContain(token);
    expect(session.idHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('rotates the token and keeps the data', async () => {
    const userId = await createTestUserId(t.app);
    const first = await t.app.sessions.create(null, {}, { locale: 'ko' });
    const rotated = await t.app.sessions.rotate(first.token, userId);
    expect(rotated.token).not.toBe(first.token);
    expect(rotated.session.data).toEqual({ locale: 'ko' });
    expect(await t.app.sessions.find(first.token)).toBeNull();
    expect((await t.app.sessions.find(rotated.token))?.userId).toBe(userId);
  });

  it('logout ends the session named by the cookie and clears it; a user_id naming someone else is refused', async () => {
    const userId = await createTestUserId(t.app);
    const { token } = await t.app.sessions.create(userId);
    const logout = async (user_id: string) => {
      const csrf = await fetchCsrf(t.app);
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/users/logout/',
        cookies: { ...csrf.cookies, galley_session: token },
        headers: { 'x-csrftoken': csrf.token },
        payload: { data: { user_id } },
      });
    };
    const foreign = await logout(await createTestUserId(t.app));
    expect(foreign.statusCode).toBe(403);
    expect((await check(token)).json()).toEqual({ valid: true });

    const response = await logout(userId);
    expect(response.statusCode).toBe(200);
    const cleared = response.cookies.find((cookie) => cookie.name === 'galley_session');
    expect(cleared?.value).toBe('');
    expect((await check(token)).json()).toEqual({ valid: false, reason: 'expired' });
  });

  /** A logout with a valid CSRF token and a raw body of the given type. */
  const postRaw = async (contentType: string, payload: string) => {
    const csrf = await fetchCsrf(t.app);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/users/logout/',
      cookies: csrf.cookies,
      headers: { 'x-csrftoken': csrf.token, 'content-type': contentType },
      payload,
    });
  };

  it('answers malformed JSON with the one error format', async () => {
    const response = await postRaw('application/json', '{"data":');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: expect.any(String), code: 'bad_request' });
  });

  it('answers a body of a type the API does not take with 415 in the one error format', async () => {
    const response = await postRaw('application/xml', '<logout/>');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: expect.any(String), code: 'unsupported_media_type' });
  });
});
