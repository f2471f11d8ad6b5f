import type { DeleteBulletinResponse } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { bulletins } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';

/** A notice withdrawn for good; unknown → 404. */
export async function deleteBulletin(db: Database, id: string): Promise<DeleteBulletinResponse> {
  const rows = await db.delete(bulletins).where(eq(bulletins.id, id)).returning({ id: bulletins.id });
  if (rows.length === 0) throw new AppError('not_found', 'Notice not found.');
  return { deleted: id };
}
