import type { AdminBulletin, BulletinFields } from '@galley/contracts';
import type { Database } from '../../db/database.ts';
import { bulletins } from '../../db/schema.ts';
import { findBulletin } from './find-bulletin.ts';

/** A new notice by the caller, shown from `published_from` to `published_to`. */
export async function createBulletin(
  db: Database,
  userId: string,
  fields: BulletinFields,
): Promise<AdminBulletin> {
  const [row] = await db
    .insert(bulletins)
    .values({
      texts: fields.texts,
      publishedFrom: new Date(fields.published_from),
      publishedTo: fields.published_to ? new Date(fields.published_to) : null,
      authorUserId: userId,
    })
    .returning({ id: bulletins.id });
  if (!row) throw new Error('bulletin insert returned nothing');
  return findBulletin(db, row.id);
}
