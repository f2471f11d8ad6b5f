import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';

/**
 * The spec sends `user_id` and `email` to name the caller. The session decides who that is; a value
 * naming anybody else is refused, never obeyed.
 */
export function assertCaller(
  user: UserRow,
  claimed: { user_id?: string | number | undefined; email?: string | undefined },
): void {
  if (claimed.user_id !== undefined && String(claimed.user_id) !== user.id) {
    throw new AppError('forbidden', 'You can only act on your own account.');
  }
  if (claimed.email !== undefined && claimed.email.trim().toLowerCase() !== user.email) {
    throw new AppError('forbidden', 'You can only act on your own account.');
  }
}
