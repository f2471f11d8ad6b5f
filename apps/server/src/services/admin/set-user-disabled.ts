import type { AdminUser } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type UserRow, users } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { presentAdminUser } from './present-admin-user.ts';

/**
 * Disables or re-enables an account. A disabled account's sessions answer 462 at once (the session lookup reads
 * the flag) and it cannot log in. Nobody disables themselves; only a superuser changes an admin account (staff or
 * superuser), so one staff member cannot lock the others out of the admin area.
 */
export async function setUserDisabled(
  db: Database,
  caller: Pick<UserRow, 'id' | 'isSuperuser'>,
  userId: string,
  disabled: boolean,
): Promise<AdminUser> {
  const [target] = await db.select().from(users).where(eq(users.id, userId));
  if (!target) throw new AppError('not_found', 'User not found.');
  if (target.id === caller.id) throw new AppError('bad_request', 'You cannot disable your own account.');
  if ((target.isStaff || target.isSuperuser) && !caller.isSuperuser)
    throw new AppError('forbidden', 'Only a superuser can change a staff or superuser account.');
  const [row] = await db
    .update(users)
    .set({ isActive: !disabled, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return presentAdminUser(row ?? target);
}
