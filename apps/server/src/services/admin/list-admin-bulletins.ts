import { ADMIN_PAGE_SIZE, type AdminBulletinListResponse } from '@galley/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { bulletins, users } from '../../db/schema.ts';
import { presentAdminBulletin } from './present-bulletin.ts';

/** Every notice, whatever its window (past, current, scheduled), newest `published_from` first. */
export async function listAdminBulletins(db: Database, page: number): Promise<AdminBulletinListResponse> {
  const [total] = await db.select({ n: count() }).from(bulletins);
  const rows = await db
    .select({ bulletin: bulletins, authorEmail: users.email })
    .from(bulletins)
    .leftJoin(users, eq(users.id, bulletins.authorUserId))
    .orderBy(desc(bulletins.publishedFrom), desc(bulletins.createdAt))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  return {
    count: total?.n ?? 0,
    page,
    page_size: ADMIN_PAGE_SIZE,
    results: rows.map((row) => presentAdminBulletin(row.bulletin, row.authorEmail)),
  };
}
