import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/build-test-app.ts';
import { mailsTo } from '../../test/support/outbox.ts';
import { TestBrowser } from '../../test/support/test-browser.ts';
import { createTestUser } from '../../test/support/user-factory.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback (the smtp-server package): nodemailer speaks SMTP to it for real. */
function startSmtp(): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ server, port: (server.server.address() as AddressInfo).port, received });
    });
  });
}

describe('mail through SMTP_URL', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Galley <robot@galley.example>',
      GALLEY_PUBLIC_URL: 'https://galley.example/',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('delivers a multipart text+HTML reset mail to the SMTP server, not to the outbox', async () => {
    const { email } = await createTestUser(t.app, { locale: 'ko' });
    const response = await new TestBrowser(t.app).post('/api/v1/users/reset-password-request/', { email });
    expect(response.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('robot@galley.example');
    expect(mail?.to).toEqual([email]);
    expect(mail?.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail?.raw).toMatch(/Content-Type: text\/html/i);
    // Subject is encoded (Korean); the link in the text part points at the public URL, in Korean.
    expect(mail?.raw).toMatch(/Subject: =\?UTF-8\?/i);
    expect(mail?.raw.replace(/=\r?\n/g, '')).toContain('https://galley.example/ko/verify/reset-password/');
    expect(await mailsTo(t.app, email)).toHaveLength(0);
  });

  it("answers 502 'Failed to send email' when the SMTP server is gone, without the transport's reason", async () => {
    const dead = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const { email } = await createTestUser(dead.app);
      const response = await new TestBrowser(dead.app).post('/api/v1/users/reset-password-request/', {
        email,
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        code: 'email_send_failed',
        detail: 'Failed to send email. Please try again.',
      });
    } finally {
      await dead.close();
    }
  });
});

describe('the dev mailbox', () => {
  it('is refused in production', async () => {
    const production = await buildTestApp({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      GALLEY_PUBLIC_URL: 'https://galley.example',
    });
    try {
      for (const url of ['/dev/mailbox', '/api/v1/dev/mailbox/']) {
        const response = await production.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(403);
      }
    } finally {
      await production.close();
    }
  });

  it('shows the outbox as a page with the mails escaped and their HTML sandboxed', async () => {
    const dev = await buildTestApp();
    try {
      const { email } = await createTestUser(dev.app, { verified: false });
      const browser = new TestBrowser(dev.app);
      await browser.login(email, 'Correct-Horse-9');
      expect((await browser.post('/api/v1/users/activate-email-request/', { email })).statusCode).toBe(200);
      const page = await dev.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Verify your email address for Galley');
      expect(page.body).toContain('<iframe sandbox');
      expect(page.body).not.toContain('<a href="http');
    } finally {
      await dev.close();
    }
  });
});
