import type { AdminBulletin } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { bulletins, users } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { presentAdminBulletin } from './present-bulletin.ts';

/** One notice as staff see it; unknown → 404. */
export async function findBulletin(db: Database, id: string): Promise<AdminBulletin> {
  const [row] = await db
    .select({ bulletin: bulletins, authorEmail: users.email })
    .from(bulletins)
    .leftJoin(users, eq(users.id, bulletins.authorUserId))
    .where(eq(bulletins.id, id));
  if (!row) throw new AppError('not_found', 'Notice not found.');
  return presentAdminBulletin(row.bulletin, row.authorEmail);
}
