import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/build-test-app.ts';
import { linkTokenFor, loginCodeFor } from '../../test/support/outbox.ts';
import { TestBrowser } from '../../test/support/test-browser.ts';
import { loggerOptions } from './request-log.ts';

describe('no password, token or code reaches the log', () => {
  const lines: string[] = [];
  const secrets: string[] = [];
  let t: TestApp;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    // The production options at the chattiest level, so nothing is hidden by the level alone.
    const logger = pino(loggerOptions('trace'), sink);
    t = await buildTestApp({}, undefined, { logger });
  });
  afterAll(() => t.close());

  it('walks every secret-bearing flow, then finds none of the secrets in the captured lines', async () => {
    const email = 'logged.author@example.org';
    const password = 'Secret-Sauce-4711';
    const browser = new TestBrowser(t.app);
    const encrypted = await browser.encrypt(password);
    secrets.push(password, encrypted);

    await browser.post('/api/v1/users/create/', {
      email,
      email2: email,
      password: encrypted,
      password2: encrypted,
      first_name: 'Log',
      last_name: 'Watcher',
      institution: 'Audit Institute',
      country: 'DE',
      terms_agreed: true,
      age_confirmed: true,
    });
    const verifyToken = await linkTokenFor(t.app, email, '/verify/email/');
    secrets.push(verifyToken);
    // The page the mail links to, as the browser loads it, and the API call it makes.
    await browser.get(`/verify/email/${verifyToken}`);
    await browser.post('/api/v1/users/email-token-validation/', { verify_token: verifyToken });

    await browser.login(email, password);
    secrets.push(browser.sessionCookie ?? 'no-session');
    await browser.post('/api/v1/users/check-password/', { password: await browser.encrypt(password) });
    await browser.post('/api/v1/users/change-two-factor/', { value: true });
    await browser.post('/api/v1/users/logout/');

    const second = new TestBrowser(t.app);
    const login = await second.login(email, password);
    const urlToken = login.json().url_token as string;
    const code = await loginCodeFor(t.app, email);
    secrets.push(urlToken, code);
    await second.get(`/ko/authentication/email/${urlToken}`);
    await second.post('/api/v1/users/validation-otp/', {
      email,
      otp_code: code === '000000' ? '111111' : '000000',
      token: urlToken,
    });
    await second.post('/api/v1/users/validation-otp/', { email, otp_code: code, token: urlToken });
    secrets.push(second.sessionCookie ?? 'no-session');

    await second.post('/api/v1/users/reset-password-request/', { email });
    const resetToken = await linkTokenFor(t.app, email, '/verify/reset-password/');
    secrets.push(resetToken);
    await second.get(`/ja/verify/reset-password/${resetToken}`);
    const next = 'Another-Secret-99';
    secrets.push(next);
    await second.put('/api/v1/users/reset-password/', {
      verify_token: resetToken,
      password: await second.encrypt(next),
      password2: await second.encrypt(next),
    });
    // A server error path too: a malformed ciphertext.
    await second.post('/api/v1/users/login/', { email, password: 'A'.repeat(512) });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(20);
    expect(log).toContain('/verify/email/[redacted]');
    expect(log).toContain('/authentication/email/[redacted]');
    // Six-digit codes are short enough to appear by chance in ids or times; they are looked for as values below.
    const code6 = secrets[5];
    expect(code6).toMatch(/^\d{6}$/);
    for (const secret of secrets.filter((s) => s !== code6)) {
      expect(secret.length).toBeGreaterThan(5);
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(new RegExp(`["/=:]${code6}["/&,}]`));
  });
});
