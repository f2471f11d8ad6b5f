import { AppError } from '../../errors/app-error.ts';
import { renderMail } from '../../mail/render-mail.ts';
import { sendLimitedMail } from '../../mail/send-limited-mail.ts';
import type { AccountDeps } from '../users/account-deps.ts';
import { findUserByEmail } from '../users/find-user.ts';
import { displayName, localeOf } from '../users/user-data.ts';
import { issueEmailToken } from './email-tokens.ts';
import { mailLink } from './mail-link.ts';

/**
 * Mails a reset link valid for an hour. As the spec says, an unknown address is 404 'User Not Found'
 * (shown as 'The email address is not registered.'); the route's tight rate limit keeps that from
 * becoming a fast way to test which addresses have accounts.
 */
export async function requestPasswordReset(deps: AccountDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || !user.isActive) throw new AppError('user_not_found', 'User Not Found');
  const token = await issueEmailToken(deps.db, user, 'reset_password');
  const locale = localeOf(user);
  const link = mailLink(deps.config.publicUrl, locale, `/verify/reset-password/${token}`);
  const rendered = renderMail(locale, displayName(user), { kind: 'reset_password', link });
  await sendLimitedMail({ ...deps, mail: { to: user.email, ...rendered } });
}
