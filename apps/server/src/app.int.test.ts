import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/support/test-database.ts';
import { build } from './app.ts';
import { loadConfig } from './config/load-config.ts';
import { loggerOptions } from './logging/request-log.ts';

describe('the app as built for production', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof build>>;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino(loggerOptions('debug'), sink);
    app = await build({
      config: loadConfig({
        NODE_ENV: 'production',
        GALLEY_DATA_DIR: database.dataDir,
        SMTP_URL: 'smtp://127.0.0.1:2525',
        GALLEY_PUBLIC_URL: 'https://galley.example',
      }),
      database: database.handle,
      logger,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('times requests out after 100 s, the spec default', () => {
    expect(app.server.requestTimeout).toBe(100_000);
  });

  it('logs each request with its id, and never cookies, CSRF tokens or passwords', async () => {
    const csrf = await app.inject({ method: 'GET', url: '/api/v1/security/csrf-token/' });
    const token: string = csrf.json().csrf_token;
    const secretCookie = csrf.cookies[0]?.value ?? '';
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/users/logout/',
      cookies: { galley_csrf: secretCookie, galley_session: 'S'.repeat(43) },
      headers: { 'x-csrftoken': token },
      payload: { data: { user_id: 1 }, password: 'Hunter2-Secret!' },
    });
    expect(response.statusCode).toBe(200);
    const requestId = response.headers['x-request-id'];
    const log = lines.join('');
    expect(log).toContain(`"reqId":"${requestId}"`);
    expect(log).not.toContain(token);
    expect(log).not.toContain(secretCookie);
    expect(log).not.toContain('S'.repeat(43));
    expect(log).not.toContain('Hunter2-Secret!');
  });

  it('masks the token of an email link page and drops query strings in the request log', async () => {
    await app.inject({ method: 'GET', url: '/ko/verify/reset-password/Tok3n-from-email' });
    await app.inject({ method: 'GET', url: '/api/v1/site/config/?email=someone@example.org' });
    const log = lines.join('');
    expect(log).toContain('/ko/verify/reset-password/[redacted]');
    expect(log).not.toContain('Tok3n-from-email');
    expect(log).not.toContain('someone@example.org');
  });

  it('redacts secrets should a log line ever carry headers or a body', () => {
    const before = lines.length;
    app.log.info({
      req: { headers: { cookie: 'galley_session=abc', 'x-csrftoken': 'tkn' } },
      body: { password: 'pw!' },
    });
    const line = lines.slice(before).join('');
    expect(line).toContain('[redacted]');
    expect(line).not.toContain('galley_session=abc');
    expect(line).not.toContain('tkn');
    expect(line).not.toContain('pw!');
  });

  it('sends HSTS in production', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });
});
