import type { GetConversionResponse } from '@galley/contracts';
import type { Database } from '../../db/database.ts';
import { findOwnedConversion } from './find-owned-conversion.ts';
import { presentConversion } from './present-conversion.ts';

/** One conversion for its owner, with step data and target journals when the later steps have stored them. */
export async function readConversion(
  db: Database,
  userId: string,
  conversionId: string,
  now = new Date(),
): Promise<GetConversionResponse> {
  const row = await findOwnedConversion(db, userId, conversionId);
  return {
    ...presentConversion(row, now),
    step_data: row.stepData ?? null,
    target_journals: row.targetJournals ?? null,
  };
}
