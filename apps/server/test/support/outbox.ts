import type { DevMail } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';

/** Mails the dev outbox holds for an address, newest first (through the API the e2e tests use too). */
export async function mailsTo(app: FastifyInstance, to: string): Promise<DevMail[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/dev/mailbox/?to=${encodeURIComponent(to)}`,
  });
  return response.json().messages as DevMail[];
}

/** The token of the newest link to `path` (e.g. '/verify/email/') mailed to the address. */
export async function linkTokenFor(app: FastifyInstance, to: string, path: string): Promise<string> {
  const mail = (await mailsTo(app, to)).find((candidate) => candidate.text.includes(path));
  const match = mail?.text.match(new RegExp(`${path}([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link mailed to ${to}`);
  return match[1];
}

/** The newest six-digit login code mailed to the address. */
export async function loginCodeFor(app: FastifyInstance, to: string): Promise<string> {
  const mail = (await mailsTo(app, to)).find((candidate) => /\b\d{6}\b/.test(candidate.subject));
  const code = mail?.subject.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no login code mailed to ${to}`);
  return code;
}
