import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { usageCounters } from '../../db/schema.ts';

export interface Counter {
  used: number;
  reserved: number;
}

/** The user's counters of one period, by domain; a domain without a row has used and reserved nothing. */
export async function readCounters(
  db: Database,
  userId: string,
  periodStart: Date,
): Promise<(domain: string) => Counter> {
  const rows = await db
    .select({ domain: usageCounters.domain, used: usageCounters.used, reserved: usageCounters.reserved })
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.periodStart, periodStart)));
  const byDomain = new Map(rows.map((row) => [row.domain, { used: row.used, reserved: row.reserved }]));
  return (domain) => byDomain.get(domain) ?? { used: 0, reserved: 0 };
}
