import { ArticleType, type GetConversionBoardResponse, StepValue } from '@galley/contracts';
import type { Database } from '../../db/database.ts';
import { assertNotExpired } from './assert-not-expired.ts';
import { boardReady } from './auto-tag-state.ts';
import { readStepData } from './board-order.ts';
import { BoardRefusal } from './board-refusal.ts';
import { shownStatus } from './conversion-status.ts';
import { findOwnedConversion } from './find-owned-conversion.ts';

/** What the confirm board draws, once the auto-tag job has written it for the current upload (else 409); 410 once expired. */
export async function readConversionBoard(
  db: Database,
  userId: string,
  conversionId: string,
  now = new Date(),
): Promise<GetConversionBoardResponse> {
  const row = await findOwnedConversion(db, userId, conversionId);
  assertNotExpired(row, now);
  const stepData = readStepData(row.stepData);
  if (!boardReady(row) || !stepData || row.clientHtml === null)
    throw new BoardRefusal(409, 'not_tagged', 'The manuscript has not been read for the board yet.', {
      auto_tag_status: row.autoTagStatus,
    });
  return {
    conversion_id: row.id,
    status: shownStatus(row, now),
    article_type: ArticleType.safeParse(row.articleType).data ?? stepData.conversion_type,
    step_data: stepData,
    client_html: row.clientHtml,
    auto_tags: row.autoTags ?? [],
    current_target_step: StepValue.safeParse(row.currentTargetStep).data ?? null,
    additional_text: row.additionalText ?? {},
    auto_tag_status: row.autoTagStatus,
  };
}
