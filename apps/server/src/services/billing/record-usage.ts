import type { UsageBreakdownKey } from '@galley/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { usageCounters } from '../../db/schema.ts';
import { readSubscription } from './read-subscription.ts';
import { usagePeriod } from './usage-period.ts';

/**
 * Counts unmetered use of this period (what reference runs were made of — pasted text, RIS/NBIB
 * files, PDFs — and stored bytes) for the usage tab's breakdown. No quota applies, so one upsert
 * that adds is enough; concurrent calls add up.
 */
export async function recordUsage(
  db: Database,
  userId: string,
  domain: UsageBreakdownKey,
  amount: number,
  now = new Date(),
): Promise<void> {
  if (!Number.isInteger(amount) || amount < 0)
    throw new Error(`recordUsage: amount must be a whole number ≥ 0, got ${amount}`);
  if (amount === 0) return;
  const subscription = await readSubscription(db, userId, now);
  const period = usagePeriod(subscription.periodStart, now);
  await db
    .insert(usageCounters)
    .values({ userId, periodStart: period.start, domain, used: amount, updatedAt: now })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.periodStart, usageCounters.domain],
      set: { used: sql`${usageCounters.used} + ${amount}`, updatedAt: now },
    });
}
