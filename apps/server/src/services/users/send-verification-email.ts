import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { sendLinkMail } from '../../mail/send-link-mail.ts';
import type { AccountDeps } from './account-deps.ts';

/** Mails a fresh verification link (limited per address per hour). */
export async function sendVerificationEmail(deps: AccountDeps, user: UserRow): Promise<void> {
  if (user.emailVerifiedAt) throw new AppError('already_verified', 'This email address is already verified.');
  await sendLinkMail(deps, user, 'verify_email');
}
