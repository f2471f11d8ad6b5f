import type { UserRow } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';

/** Admin routes (spec §6): staff or superuser; anyone else gets 403 `forbidden`. */
export function requireAdmin<User extends Pick<UserRow, 'isStaff' | 'isSuperuser'>>(user: User): User {
  if (!user.isStaff && !user.isSuperuser)
    throw new AppError('forbidden', 'You are not authorized to access this page.');
  return user;
}
