import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { conversions } from '../../db/schema.ts';
import { assertNotExpired } from './assert-not-expired.ts';
import { ConversionRefusal } from './conversion-refusal.ts';
import { findOwnedConversion } from './find-owned-conversion.ts';

/**
 * Reset to Draft (spec §4): converting or complete → draft, the board data, targets and the old run's outputs
 * kept (the outputs until retention), completion cleared. A draft stays one. Jobs still running finish into
 * their own run's rows; the run no longer moves the conversion (finishConvertRun wants it converting).
 */
export async function resetDraft(db: Database, userId: string, conversionId: string, now = new Date()) {
  const row = await findOwnedConversion(db, userId, conversionId);
  assertNotExpired(row, now);
  if (row.status === 'draft') return { success: true as const };
  if (row.status !== 'converting' && row.status !== 'complete')
    throw new ConversionRefusal(
      409,
      'not_convertible',
      `A conversion that is ${row.status} cannot be reset.`,
    );
  await db
    .update(conversions)
    .set({ status: 'draft', completedAt: null, updatedAt: now })
    .where(and(eq(conversions.id, row.id), inArray(conversions.status, ['converting', 'complete'])));
  return { success: true as const };
}
