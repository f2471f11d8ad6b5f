import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite } from '../../../apps/server/src/db/open-pglite.ts';
import { usageCounters } from '../../../apps/server/src/db/schema.ts';
import { readSubscription } from '../../../apps/server/src/services/billing/read-subscription.ts';
import { usagePeriod } from '../../../apps/server/src/services/billing/usage-period.ts';
import { findUserByEmail } from '../../../apps/server/src/services/users/find-user.ts';
import type { ReferencesApp } from '../../references/references-app.ts';

/**
 * Sets how many references `email` has used this usage period, as a month of conversions would have:
 * on the stopped server's database (PGlite allows one process at a time), then starts it again.
 */
export async function setReferencesUsed(app: ReferencesApp, email: string, used: number): Promise<void> {
  await app.stop();
  const database = await openPglite(path.join(app.dataDir, 'pglite'));
  try {
    const user = await findUserByEmail(database.db, email);
    if (!user) throw new Error(`no account ${email}`);
    const subscription = await readSubscription(database.db, user.id);
    const period = usagePeriod(subscription.periodStart, new Date());
    await database.db
      .insert(usageCounters)
      .values({ userId: user.id, periodStart: period.start, domain: 'references', used })
      .onConflictDoUpdate({
        target: [usageCounters.userId, usageCounters.periodStart, usageCounters.domain],
        set: { used, updatedAt: sql`now()` },
      });
  } finally {
    await database.close();
  }
  await app.start();
}
