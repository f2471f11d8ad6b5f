import { ADMIN_PAGE_SIZE, type AdminUserListQuery, type AdminUserListResponse } from '@galley/contracts';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { presentAdminUser } from './present-admin-user.ts';

const literal = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Users newest first, searched by email or name, filtered by plan, verified and disabled. */
export async function listUsers(db: Database, query: AdminUserListQuery): Promise<AdminUserListResponse> {
  const filters: SQL[] = [];
  if (query.search) {
    const like = literal(query.search);
    const any = or(
      ilike(users.email, like),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
    );
    if (any) filters.push(any);
  }
  if (query.plan) filters.push(eq(users.planType, query.plan));
  if (query.verified !== undefined)
    filters.push(query.verified ? isNotNull(users.emailVerifiedAt) : isNull(users.emailVerifiedAt));
  if (query.disabled !== undefined) filters.push(eq(users.isActive, !query.disabled));
  const where = filters.length ? and(...filters) : undefined;
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_PAGE_SIZE);
  return {
    count: total?.n ?? 0,
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
    results: rows.map(presentAdminUser),
  };
}
