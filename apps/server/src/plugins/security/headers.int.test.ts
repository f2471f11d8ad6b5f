import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';

/** The CSP's directives by name, e.g. { 'script-src': ["'self'"] }. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

async function headersWith(env: Record<string, string>): Promise<{ csp: string; permissions: string }> {
  t = await buildTestApp(env);
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/payments/plans/' });
  return {
    csp: String(response.headers['content-security-policy']),
    permissions: String(response.headers['permissions-policy']),
  };
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('security headers and Paddle.js', () => {
  it('opens nothing to Paddle without a client token', async () => {
    const { csp, permissions } = await headersWith({});
    expect(csp).not.toContain('paddle');
    const csp_ = directives(csp);
    expect(csp_['script-src']).toEqual(["'self'"]);
    expect(csp_['connect-src']).toEqual(["'self'"]);
    expect(csp_['frame-src']).toEqual(["'self'"]);
    expect(permissions).toContain('payment=()');
    expect(permissions).not.toContain('paddle');
  });

  it("opens exactly Paddle.js's script, styles, sandbox checkout frame and calls with a sandbox token", async () => {
    const { csp, permissions } = await headersWith({
      PADDLE_CLIENT_TOKEN: 'test_0123456789abcdef0123456789a',
      PADDLE_ENVIRONMENT: 'sandbox',
    });
    const csp_ = directives(csp);
    expect(csp_['script-src']).toEqual(["'self'", 'https://cdn.paddle.com']);
    expect(csp_['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://cdn.paddle.com']);
    expect(csp_['frame-src']).toEqual(["'self'", 'https://sandbox-buy.paddle.com']);
    expect(csp_['connect-src']).toEqual(["'self'", 'https://sandbox-checkout-service.paddle.com']);
    expect(csp_['default-src']).toEqual(["'self'"]);
    expect(csp_['frame-ancestors']).toEqual(["'none'"]);
    expect(permissions).toContain('payment=(self "https://sandbox-buy.paddle.com")');
    expect(permissions).toContain('camera=()');
  });

  it('uses the live checkout origins in production', async () => {
    const { csp, permissions } = await headersWith({
      PADDLE_CLIENT_TOKEN: 'live_0123456789abcdef0123456789a',
      PADDLE_ENVIRONMENT: 'production',
    });
    expect(directives(csp)['frame-src']).toEqual(["'self'", 'https://buy.paddle.com']);
    expect(csp).not.toContain('sandbox');
    expect(permissions).toContain('payment=(self "https://buy.paddle.com")');
  });
});
