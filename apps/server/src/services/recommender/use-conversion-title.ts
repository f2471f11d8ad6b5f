import type { UseTitleRequest, UseTitleResponse } from '@galley/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { conversions } from '../../db/schema.ts';
import { assertDraft } from '../conversion/assert-draft.ts';
import { findOwnedConversion } from '../conversion/find-owned-conversion.ts';

const TITLE_STEP = 'front.title';

/**
 * A recommended title sent back into the author's own draft conversion: stored as the title step's text (the
 * board's `additional_text` of `front.title`, what the board itself stores when the title step is confirmed). Only
 * that key is set, in one statement, so a board save of another step meanwhile keeps its own texts. Another user's
 * or a missing conversion is 404; one no longer a draft is refused (409 `not_draft`).
 */
export async function useConversionTitle(
  db: Database,
  userId: string,
  input: UseTitleRequest,
): Promise<UseTitleResponse> {
  const row = await findOwnedConversion(db, userId, input.conversion_id);
  assertDraft(row);
  const entry = JSON.stringify({ [TITLE_STEP]: input.title });
  const [written] = await db
    .update(conversions)
    .set({
      additionalText: sql`coalesce(${conversions.additionalText}, '{}'::jsonb) || ${entry}::jsonb`,
      updatedAt: new Date(),
    })
    .where(and(eq(conversions.id, row.id), eq(conversions.status, 'draft')))
    .returning({ id: conversions.id });
  // Converting started (or the conversion went) between the read and the write: say which.
  if (!written) assertDraft(await findOwnedConversion(db, userId, row.id));
  return { conversion_id: row.id, title: input.title };
}
