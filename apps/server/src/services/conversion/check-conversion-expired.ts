import type { CheckConversionExpiredResponse } from '@galley/contracts';
import type { Database } from '../../db/database.ts';
import { shownStatus } from './conversion-status.ts';
import { findOwnedConversion } from './find-owned-conversion.ts';

/** `{expired}` for the owner: true once the retention job marked it, or 30 days after completion. */
export async function checkConversionExpired(
  db: Database,
  userId: string,
  conversionId: string,
  now = new Date(),
): Promise<CheckConversionExpiredResponse> {
  const row = await findOwnedConversion(db, userId, conversionId);
  return { expired: shownStatus(row, now) === 'expired' };
}
