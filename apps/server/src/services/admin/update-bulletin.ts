import type { AdminBulletin, BulletinFields } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { bulletins } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { findBulletin } from './find-bulletin.ts';

/** A notice's words and window replaced (its author stays who wrote it); unknown → 404. */
export async function updateBulletin(
  db: Database,
  id: string,
  fields: BulletinFields,
): Promise<AdminBulletin> {
  const rows = await db
    .update(bulletins)
    .set({
      texts: fields.texts,
      publishedFrom: new Date(fields.published_from),
      publishedTo: fields.published_to ? new Date(fields.published_to) : null,
      updatedAt: new Date(),
    })
    .where(eq(bulletins.id, id))
    .returning({ id: bulletins.id });
  if (rows.length === 0) throw new AppError('not_found', 'Notice not found.');
  return findBulletin(db, id);
}
