import { randomUUID } from 'node:crypto';
import type { QuotaService } from '@galley/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { usageCounters, usageReservations } from '../db/schema.ts';
import { planEntry } from '../services/billing/plan-entry.ts';
import { readCounters } from '../services/billing/read-counters.ts';
import { readSubscription } from '../services/billing/read-subscription.ts';
import { COUNTER_DOMAIN, serviceOfDomain } from '../services/billing/usage-domains.ts';
import { usagePeriod } from '../services/billing/usage-period.ts';
import type { SiteFile } from '../services/site/load-site-config.ts';
import { type QuotaRefusal, quotaError } from './quota-error.ts';

export interface RequirePlanDeps {
  db: Database;
  siteFile: SiteFile;
  now?: Date;
}

/** Quota held for one piece of work until its job commits it (counted) or releases it (given back). */
export interface Reservation {
  id: string;
  /** The caller's key (e.g. the job id), or the reservation's id when none was given. */
  key: string;
  domain: QuotaService;
  amount: number;
}

/** Thrown inside the reserving transaction to roll its reservation row back. */
class QuotaFull extends Error {}

async function findByKey(db: Database, key: string) {
  const rows = await db.select().from(usageReservations).where(eq(usageReservations.key, key));
  return rows[0];
}

function asReservation(
  row: typeof usageReservations.$inferSelect,
  userId: string,
  domain: QuotaService,
): Reservation {
  // Keys are job ids; one naming another user's or service's work is a caller bug, never shared.
  if (row.userId !== userId || serviceOfDomain(row.domain) !== domain) {
    throw new Error(`reservation key ${row.key} belongs to other work`);
  }
  return { id: row.id, key: row.key ?? row.id, domain, amount: row.amount };
}

/**
 * Checks the plan in force against the site's plan table and reserves `amount` of `domain` for this
 * period, or throws the spec's subscription limit error: more than the plan allows at a time →
 * exceed/once (403); more than it allows in a month → exceed/month (403); more than remains this
 * month (used + reserved + amount > per month) → not_remaining_usage/month (402). A plan without the
 * service (0) is exceed/once; null is unlimited.
 *
 * The reservation is atomic: one conditional UPDATE adds to `reserved` only while
 * used + reserved + amount stays within the monthly maximum, so concurrent requests (on PGlite or on
 * any number of PostgreSQL connections) can never overbook. With a `key` the call is idempotent:
 * the same key returns the reservation already made (whatever its state) instead of reserving again.
 */
export async function requirePlan(
  deps: RequirePlanDeps,
  userId: string,
  domain: QuotaService,
  amount: number,
  options: { key?: string } = {},
): Promise<Reservation> {
  if (!Number.isInteger(amount) || amount < 1)
    throw new Error(`requirePlan: amount must be a whole number ≥ 1, got ${amount}`);
  const { db } = deps;
  const now = deps.now ?? new Date();
  if (options.key !== undefined) {
    const existing = await findByKey(db, options.key);
    if (existing) return asReservation(existing, userId, domain);
  }

  const subscription = await readSubscription(db, userId, now);
  const plan = planEntry(deps.siteFile, subscription.planInForce);
  const quota = plan.quotas[domain];
  const period = usagePeriod(subscription.periodStart, now);
  const counterDomain = COUNTER_DOMAIN[domain];
  const refuse = async (refusal: QuotaRefusal): Promise<never> => {
    const counter = (await readCounters(db, userId, period.start))(counterDomain);
    throw quotaError(plan, domain, amount, counter, refusal);
  };
  if (quota.perRun !== null && amount > quota.perRun)
    await refuse({ subDomain: 'exceed', errorType: 'once' });
  if (quota.perMonth !== null && amount > quota.perMonth)
    await refuse({ subDomain: 'exceed', errorType: 'month' });

  const counterRow = and(
    eq(usageCounters.userId, userId),
    eq(usageCounters.periodStart, period.start),
    eq(usageCounters.domain, counterDomain),
  );
  await db
    .insert(usageCounters)
    .values({ userId, periodStart: period.start, domain: counterDomain, updatedAt: now })
    .onConflictDoNothing();

  const id = randomUUID();
  const key = options.key ?? id;
  let inserted: boolean;
  try {
    inserted = await db.transaction(async (tx) => {
      // The row first: a concurrent call with the same key waits here on the unique index and then
      // finds this one, so a key never takes quota twice.
      const row = await tx
        .insert(usageReservations)
        .values({ id, userId, domain: counterDomain, amount, periodStart: period.start, key, createdAt: now })
        .onConflictDoNothing({ target: usageReservations.key })
        .returning({ id: usageReservations.id });
      if (row.length === 0) return false;
      const within =
        quota.perMonth === null
          ? undefined
          : sql`${usageCounters.used} + ${usageCounters.reserved} + ${amount} <= ${quota.perMonth}`;
      const taken = await tx
        .update(usageCounters)
        .set({ reserved: sql`${usageCounters.reserved} + ${amount}`, updatedAt: now })
        .where(and(counterRow, within))
        .returning({ reserved: usageCounters.reserved });
      if (taken.length === 0) throw new QuotaFull();
      return true;
    });
  } catch (error) {
    if (error instanceof QuotaFull) return refuse({ subDomain: 'not_remaining_usage', errorType: 'month' });
    throw error;
  }
  if (inserted) return { id, key, domain, amount };
  const existing = await findByKey(db, key);
  if (!existing) throw new Error(`reservation ${key} vanished while being reserved`);
  return asReservation(existing, userId, domain);
}
