import type { DevMail } from '@galley/contracts';

/** The kinds of mail the app sends, told apart by their (English) subject; a code mail adds ': <code>'. */
export type MailKind = 'verification' | 'reset' | 'code';

const SUBJECTS: Record<MailKind, string> = {
  verification: 'Verify your email address for Galley',
  reset: 'Reset your Galley password',
  code: 'Your Galley login code',
};

async function readOutbox(baseUrl: string, to: string): Promise<DevMail[]> {
  const response = await fetch(`${baseUrl}/api/v1/dev/mailbox/?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`dev mailbox answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { messages: DevMail[] }).messages;
}

/**
 * The newest mail of `kind` to `to` that arrived after the outbox held `after` mails (see `mailCount`),
 * polled from the dev outbox (GET /api/v1/dev/mailbox/?to=…, newest first): sending happens after the
 * API answers in some flows, so the first look may be too early — and an older mail of the same kind
 * (the code a Resend replaced) must never be read instead.
 */
export async function waitForMail(
  baseUrl: string,
  to: string,
  kind: MailKind,
  { after = 0, timeoutMs = 10_000 }: { after?: number; timeoutMs?: number } = {},
): Promise<DevMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = await readOutbox(baseUrl, to);
    const fresh = messages.slice(0, Math.max(0, messages.length - after));
    const subject = SUBJECTS[kind];
    const found = fresh.find((mail) => mail.subject === subject || mail.subject.startsWith(`${subject}:`));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no new ${kind} mail to ${to} (after ${after}) within ${timeoutMs} ms`);
}

/** How many mails the outbox holds for `to`, to wait for the next one. */
export async function mailCount(baseUrl: string, to: string): Promise<number> {
  return (await readOutbox(baseUrl, to)).length;
}

/**
 * The path of the app link in a mail's text (`/ko/verify/email/<token>`). Mails link to the server's
 * public URL; the test opens the same path on the server under test.
 */
export function linkPath(mail: DevMail, contains: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.includes(contains)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`mail "${mail.subject}" has no link containing ${contains}:\n${mail.text}`);
}

/** The six-digit code of a login-code mail. */
export function codeIn(mail: DevMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`mail "${mail.subject}" holds no 6-digit code:\n${mail.text}`);
  return match[1];
}
