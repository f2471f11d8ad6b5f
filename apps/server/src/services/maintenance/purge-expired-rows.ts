import { lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { emailTokens, mailOutbox, otpChallenges, throttleEvents } from '../../db/schema.ts';

const DAY_MS = 86_400_000;

/**
 * Hourly housekeeping (the system.housekeeping job): rows that can no longer matter. Dead links and codes go a day after
 * expiry, throttle events once past the longest window (a day is ample), dev mail after a week.
 */
export async function purgeExpiredRows(db: Database, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const removed = await Promise.all([
    db.delete(emailTokens).where(lt(emailTokens.expiresAt, dayAgo)).returning({ id: emailTokens.idHash }),
    db
      .delete(otpChallenges)
      .where(lt(otpChallenges.expiresAt, dayAgo))
      .returning({ id: otpChallenges.idHash }),
    db.delete(throttleEvents).where(lt(throttleEvents.at, dayAgo)).returning({ id: throttleEvents.id }),
    db
      .delete(mailOutbox)
      .where(lt(mailOutbox.createdAt, new Date(now.getTime() - 7 * DAY_MS)))
      .returning({ id: mailOutbox.id }),
  ]);
  return removed.reduce((total, rows) => total + rows.length, 0);
}
