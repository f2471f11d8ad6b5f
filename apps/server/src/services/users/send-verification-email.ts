import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { renderMail } from '../../mail/render-mail.ts';
import { sendLimitedMail } from '../../mail/send-limited-mail.ts';
import { issueEmailToken } from '../auth/email-tokens.ts';
import { mailLink } from '../auth/mail-link.ts';
import type { AccountDeps } from './account-deps.ts';
import { displayName, localeOf } from './user-data.ts';

/** Mails a fresh verification link (limited per address per hour). */
export async function sendVerificationEmail(deps: AccountDeps, user: UserRow): Promise<void> {
  if (user.emailVerifiedAt) throw new AppError('already_verified', 'This email address is already verified.');
  const token = await issueEmailToken(deps.db, user, 'verify_email');
  const locale = localeOf(user);
  const link = mailLink(deps.config.publicUrl, locale, `/verify/email/${token}`);
  const rendered = renderMail(locale, displayName(user), { kind: 'verify_email', link });
  await sendLimitedMail({ ...deps, mail: { to: user.email, ...rendered } });
}
