import type { UserRow } from '../db/schema.ts';
import { issueEmailToken } from '../services/auth/email-tokens.ts';
import { mailLink } from '../services/auth/mail-link.ts';
import type { AccountDeps } from '../services/users/account-deps.ts';
import { displayName, localeOf } from '../services/users/user-data.ts';
import { renderMail } from './render-mail.ts';
import { sendLimitedMail } from './send-limited-mail.ts';

const PATHS = { verify_email: '/verify/email/', reset_password: '/verify/reset-password/' } as const;

/** Issues a single-use token and mails its link (verification or reset) in the user's language. */
export async function sendLinkMail(
  deps: AccountDeps,
  user: UserRow,
  purpose: 'verify_email' | 'reset_password',
): Promise<void> {
  const token = await issueEmailToken(deps.db, user, purpose);
  const locale = localeOf(user);
  const link = mailLink(deps.config.publicUrl, locale, `${PATHS[purpose]}${token}`);
  const rendered = renderMail(locale, displayName(user), { kind: purpose, link });
  await sendLimitedMail({ ...deps, stream: 'links', mail: { to: user.email, ...rendered } });
}
