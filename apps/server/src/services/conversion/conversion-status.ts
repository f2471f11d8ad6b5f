import type { ConversionStatus } from '@galley/contracts';
import { and, eq, gte, isNull, lt, or, type SQL } from 'drizzle-orm';
import { conversions } from '../../db/schema.ts';
import { COMPLETED_RETENTION_DAYS } from '../maintenance/apply-retention.ts';

const RETENTION_MS = COMPLETED_RETENTION_DAYS * 86_400_000;

/** When a completed conversion stops being downloadable (spec §4), or null while not complete. */
export function expiresAt(completedAt: Date | null): Date | null {
  return completedAt ? new Date(completedAt.getTime() + RETENTION_MS) : null;
}

/**
 * The status an author sees: the retention job marks expired once a day, so a complete conversion already past
 * 30 days reads as expired in between.
 */
export function shownStatus(
  row: { status: ConversionStatus; completedAt: Date | null },
  now: Date,
): ConversionStatus {
  const ends = expiresAt(row.completedAt);
  if (row.status === 'complete' && ends && ends.getTime() <= now.getTime()) return 'expired';
  return row.status;
}

/** The list filter for one shown status, the same rule as shownStatus in SQL. */
export function statusCondition(condition: ConversionStatus, now: Date): SQL | undefined {
  const cutoff = new Date(now.getTime() - RETENTION_MS);
  if (condition === 'expired') {
    return or(
      eq(conversions.status, 'expired'),
      and(eq(conversions.status, 'complete'), lt(conversions.completedAt, cutoff)),
    );
  }
  if (condition === 'complete') {
    return and(
      eq(conversions.status, 'complete'),
      or(isNull(conversions.completedAt), gte(conversions.completedAt, cutoff)),
    );
  }
  return eq(conversions.status, condition);
}
