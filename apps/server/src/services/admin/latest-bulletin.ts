import type { LatestBulletinResponse } from '@galley/contracts';
import { desc } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { bulletins } from '../../db/schema.ts';
import { publishedAt } from './list-public-bulletins.ts';
import { presentPublicBulletin } from './present-bulletin.ts';

/** The newest published notice, for the home page; null when none is in its window. */
export async function latestBulletin(db: Database, now = new Date()): Promise<LatestBulletinResponse> {
  const [row] = await db
    .select()
    .from(bulletins)
    .where(publishedAt(now))
    .orderBy(desc(bulletins.publishedFrom), desc(bulletins.createdAt))
    .limit(1);
  return { bulletin: row ? presentPublicBulletin(row) : null };
}
