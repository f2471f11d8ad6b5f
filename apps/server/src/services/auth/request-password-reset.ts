import { AppError } from '../../errors/app-error.ts';
import { sendLinkMail } from '../../mail/send-link-mail.ts';
import type { AccountDeps } from '../users/account-deps.ts';
import { findUserByEmail } from '../users/find-user.ts';

/**
 * Mails a reset link valid for an hour. As the spec says, an unknown address is 404 'User Not Found'
 * (shown as 'The email address is not registered.'). The route's per-IP limit and the per-address
 * hourly mail limit slow that down; reset mails never use up the login-code allowance.
 */
export async function requestPasswordReset(deps: AccountDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user?.isActive) throw new AppError('user_not_found', 'User Not Found');
  await sendLinkMail(deps, user, 'reset_password');
}
