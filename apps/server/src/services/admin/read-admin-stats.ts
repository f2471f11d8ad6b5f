import type { AdminStatsQuery, AdminStatsResponse, DailyCount } from '@galley/contracts';
import { count, gte, sql, sum } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { conversions, referenceOrders, storedFiles } from '../../db/schema.ts';

const DAY_MS = 86_400_000;

/** The UTC days from `days - 1` days ago to today, oldest first. */
function dayList(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

async function perDay(
  db: Database,
  table: PgTable,
  createdAt: PgColumn,
  days: string[],
): Promise<DailyCount[]> {
  const day = sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: count() })
    .from(table)
    .where(gte(createdAt, new Date(`${days[0]}T00:00:00Z`)))
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [row.day, row.n]));
  return days.map((d) => ({ day: d, count: Number(byDay.get(d) ?? 0) }));
}

/** Conversions and reference orders created per UTC day, and what storage holds by the recorded file sizes. */
export async function readAdminStats(
  db: Database,
  query: AdminStatsQuery,
  now = new Date(),
): Promise<AdminStatsResponse> {
  const days = dayList(now, query.days);
  const [files] = await db.select({ n: count(), bytes: sum(storedFiles.size) }).from(storedFiles);
  return {
    conversions: await perDay(db, conversions, conversions.createdAt, days),
    reference_orders: await perDay(db, referenceOrders, referenceOrders.createdAt, days),
    storage: { files: files?.n ?? 0, bytes: Number(files?.bytes ?? 0) },
  };
}
