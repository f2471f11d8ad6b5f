import type { DevMail } from '@galley/contracts';
import { linkPath } from '../../accounts/mailbox.ts';

/**
 * The verification link's path in the newest mail to `to` that holds one, polled from the dev outbox. Any
 * language: the mail is in the author's (a Korean registration gets a Korean subject, which the accounts
 * helper's English subjects would not match), so the link, not the subject, tells it.
 */
export async function verificationLink(baseUrl: string, to: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/v1/dev/mailbox/?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: DevMail[] };
    const mail = messages.find((each) => each.text.includes('/verify/email/'));
    if (mail) return linkPath(mail, '/verify/email/');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification mail to ${to} within ${timeoutMs} ms`);
}
