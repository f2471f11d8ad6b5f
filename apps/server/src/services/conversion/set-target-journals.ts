import type { SetTargetJournalsRequest, SetTargetJournalsResponse } from '@galley/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { conversions } from '../../db/schema.ts';
import { assertDraft } from './assert-draft.ts';
import { chooseTargetJournals } from './choose-target-journals.ts';
import { ConversionRefusal } from './conversion-refusal.ts';
import { findOwnedConversion } from './find-owned-conversion.ts';

/** Stores the checked target journals (replacing the old list) on a draft conversion of the owner. */
export async function setTargetJournals(
  deps: { db: Database; maxTargetJournals: number },
  userId: string,
  request: SetTargetJournalsRequest,
): Promise<SetTargetJournalsResponse> {
  const row = await findOwnedConversion(deps.db, userId, request.conversion_id);
  assertDraft(row);
  const targets = await chooseTargetJournals(
    deps.db,
    request.journal_data,
    row.articleType ?? 'original_article',
    deps.maxTargetJournals,
  );
  const saved = await deps.db
    .update(conversions)
    .set({ targetJournals: targets, updatedAt: new Date() })
    .where(and(eq(conversions.id, row.id), eq(conversions.status, 'draft')))
    .returning({ id: conversions.id });
  if (saved.length === 0)
    throw new ConversionRefusal(409, 'not_draft', 'The conversion is no longer a draft.');
  return { success: true, target_journals: targets };
}
