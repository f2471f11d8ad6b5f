import {
  CONVERSION_PAGE_SIZE,
  type ListConversionsQuery,
  type ListConversionsResponse,
} from '@galley/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { conversions } from '../../db/schema.ts';
import { statusCondition } from './conversion-status.ts';
import { presentConversion } from './present-conversion.ts';

/** The user's conversions, newest first, a page at a time, optionally of one shown status ("My Conversions"). */
export async function listConversions(
  db: Database,
  userId: string,
  query: ListConversionsQuery,
  now = new Date(),
): Promise<ListConversionsResponse> {
  const where = and(
    eq(conversions.userId, userId),
    query.condition ? statusCondition(query.condition, now) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(conversions).where(where);
  const rows = await db
    .select()
    .from(conversions)
    .where(where)
    .orderBy(desc(conversions.createdAt), desc(conversions.id))
    .limit(CONVERSION_PAGE_SIZE)
    .offset((query.page - 1) * CONVERSION_PAGE_SIZE);
  const n = Number(total?.n ?? 0);
  return {
    conversion_list_info: rows.map((row) => presentConversion(row, now)),
    count: n,
    page: query.page,
    page_size: CONVERSION_PAGE_SIZE,
    total_pages: Math.ceil(n / CONVERSION_PAGE_SIZE),
  };
}
