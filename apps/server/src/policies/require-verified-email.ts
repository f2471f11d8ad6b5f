import type { UserRow } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';

/** The manuscript area (spec §6): a user whose email is not verified cannot use it (403 `email_not_verified`). */
export function requireVerifiedEmail<User extends Pick<UserRow, 'emailVerifiedAt'>>(user: User): User {
  if (!user.emailVerifiedAt)
    throw new AppError('email_not_verified', 'You must verify your email to use this service.');
  return user;
}
