import { ADMIN_PAGE_SIZE, type BulletinListResponse } from '@galley/contracts';
import { and, count, desc, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { bulletins } from '../../db/schema.ts';
import { presentPublicBulletin } from './present-bulletin.ts';

/** Notices inside their window at `now` (from ≤ now < to, or no end). */
export const publishedAt = (now: Date) =>
  and(lte(bulletins.publishedFrom, now), or(isNull(bulletins.publishedTo), gt(bulletins.publishedTo, now)));

/** The bulletin everyone reads: published notices, newest first (spec §2 bulletin). */
export async function listPublicBulletins(
  db: Database,
  page: number,
  now = new Date(),
): Promise<BulletinListResponse> {
  const [total] = await db.select({ n: count() }).from(bulletins).where(publishedAt(now));
  const rows = await db
    .select()
    .from(bulletins)
    .where(publishedAt(now))
    .orderBy(desc(bulletins.publishedFrom), desc(bulletins.createdAt))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  return { count: total?.n ?? 0, page, page_size: ADMIN_PAGE_SIZE, results: rows.map(presentPublicBulletin) };
}
