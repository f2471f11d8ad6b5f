import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { cookiesFrom, fetchCsrf } from '../../../test/support/csrf.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

describe('CSRF protection on every state-changing route', () => {
  let t: TestApp;
  let routes: Array<{ method: string; url: string }>;

  beforeAll(async () => {
    t = await buildTestApp();
    routes = t.app.routeList
      .filter((route) => !SAFE.has(route.method) && !route.websocket)
      // Paddle's webhook is authenticated by its signature instead (csrf: false; its own tests).
      .filter((route) => route.url !== '/api/v1/payments/webhook/')
      .map(({ method, url }) => ({
        method,
        url: url.replace(/:[A-Za-z_]+/g, '00000000-0000-0000-0000-000000000000'),
      }));
  });
  afterAll(() => t.close());

  it('finds the state-changing routes to check', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/v1/users/logout/' });
  });

  it('answers 403 csrf_missing when the X-CSRFToken header is absent', async () => {
    const { cookies } = await fetchCsrf(t.app);
    for (const route of routes) {
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: route.url,
        cookies,
        payload: {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'csrf_missing', detail: expect.any(String) });
    }
  });

  it('answers 403 csrf_invalid when the token is wrong', async () => {
    const { cookies } = await fetchCsrf(t.app);
    for (const route of routes) {
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: route.url,
        cookies,
        headers: { 'x-csrftoken': 'not-a-real-token' },
        payload: {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().code).toBe('csrf_invalid');
    }
  });

  it('refuses a token sent without the secret cookie it was made from', async () => {
    const { token } = await fetchCsrf(t.app);
    for (const route of routes) {
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: route.url,
        headers: { 'x-csrftoken': token },
        payload: {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().code).toBe('csrf_missing');
    }
  });

  it("refuses a token minted for another browser's secret", async () => {
    const mine = await fetchCsrf(t.app);
    const theirs = await fetchCsrf(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/logout/',
      cookies: mine.cookies,
      headers: { 'x-csrftoken': theirs.token },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('csrf_invalid');
  });

  it('lets a request with the right token through', async () => {
    const { token, cookies } = await fetchCsrf(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/logout/',
      cookies,
      headers: { 'x-csrftoken': token },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
  });

  it('sets the CSRF secret as a signed, httpOnly, SameSite=Lax cookie and never caches the token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/security/csrf-token/' });
    const secret = response.cookies.find((cookie) => cookie.name === 'galley_csrf');
    expect(secret).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(secret?.value).toContain('.');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Object.keys(cookiesFrom(response))).toEqual(['galley_csrf']);
  });
});

describe('cookies behind TLS (COOKIE_SECURE=true)', () => {
  it('names them with the __Host- prefix and marks them Secure', async () => {
    const t = await buildTestApp({ COOKIE_SECURE: 'true' });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/security/csrf-token/' });
      const cookie = response.cookies.find((c) => c.name === '__Host-galley_csrf');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/' });
      expect(cookie).not.toHaveProperty('domain');
      const token = response.json().csrf_token;
      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/logout/',
        cookies: { '__Host-galley_csrf': cookie?.value ?? '' },
        headers: { 'x-csrftoken': token },
        payload: {},
      });
      expect(logout.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
