import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { TestBrowser } from '../../../test/support/test-browser.ts';
import { createTestUser } from '../../../test/support/user-factory.ts';
import { loggerOptions } from '../../logging/request-log.ts';

interface LogLine {
  level: number;
  msg?: string;
  err?: { code?: string; message?: string };
}

describe('the dev mailbox page', () => {
  const lines: LogLine[] = [];
  let t: TestApp;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        callback();
      },
    });
    t = await buildTestApp({ NODE_ENV: 'development' }, undefined, {
      logger: pino(loggerOptions('trace'), sink),
    });
  });
  afterAll(() => t.close());

  it('lists the outbox and logs no error or warning while loading', async () => {
    const { email } = await createTestUser(t.app);
    const sent = await new TestBrowser(t.app).post('/api/v1/users/reset-password-request/', { email });
    expect(sent.statusCode).toBe(200);
    lines.length = 0;

    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    const filtered = await t.app.inject({ method: 'GET', url: '/dev/mailbox?to=someone@example.org' });
    // Let any late hook or stream error reach the log before looking.
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<h1>Dev mailbox</h1>');
    expect(page.body).toContain(`To ${email}`);
    expect(filtered.statusCode).toBe(200);
    const problems = lines.filter((line) => line.level >= 40);
    expect(problems, JSON.stringify(problems)).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain('ERR_HTTP_HEADERS_SENT');
  });
});
