import type { DevMail } from '@galley/contracts';

/**
 * The dev outbox (GET /api/v1/dev/mailbox/?to=…, newest first), polled until a mail matching `match`
 * arrives: sending happens after the API answers in some flows, so the first look may be too early.
 */
export async function waitForMail(
  baseUrl: string,
  to: string,
  match: (mail: DevMail) => boolean,
  timeoutMs = 10_000,
): Promise<DevMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/v1/dev/mailbox/?to=${encodeURIComponent(to)}`);
    if (!response.ok) throw new Error(`dev mailbox answered ${response.status}: ${await response.text()}`);
    const { messages } = (await response.json()) as { messages: DevMail[] };
    const found = messages.find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no matching mail to ${to} within ${timeoutMs} ms`);
}

/** How many mails the outbox holds for `to`, to wait for the next one. */
export async function mailCount(baseUrl: string, to: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/v1/dev/mailbox/?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: DevMail[] }).messages.length;
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
