import { z } from 'zod';
import { AutoTagStatus } from './conversion-auto-tag.ts';
import { ConversionStatus } from './conversion-item.ts';
import { ArticleType, HighlightRange, StepData, StepValue } from './manuscript.ts';

/**
 * GET /api/v1/conversion/get-conversion-board/?conversion_id=ID — what the confirm board draws.
 * 404 for someone else's or a missing conversion; 409 `{code: 'not_tagged'}` until the auto-tag job has ended in
 * success or skipped for the current upload (a new upload clears the board).
 *
 * - `client_html`: renderConfirmHtml of the stored manuscript with the author's CONFIRMED highlights only (none
 *   right after tagging); the server re-renders it on every save, so it never holds markup the author sent.
 * - `auto_tags`: the tagger's suggestions (HighlightRange[], [] when skipped); the board offers them for a step
 *   with nothing stored (settleStepHighlights).
 * - `current_target_step`: the step to show; null when every board step is done (→ the convert page).
 * - `additional_text`: per step value, what update-conversion received as `additional_text` for it.
 */
export const GetConversionBoardQuery = z.object({ conversion_id: z.uuid(), user_id: z.unknown().optional() });
export type GetConversionBoardQuery = z.infer<typeof GetConversionBoardQuery>;

export const GetConversionBoardResponse = z.object({
  conversion_id: z.uuid(),
  status: ConversionStatus,
  article_type: ArticleType,
  step_data: StepData,
  client_html: z.string(),
  auto_tags: z.array(HighlightRange),
  current_target_step: StepValue.nullable(),
  additional_text: z.record(z.string(), z.string()),
  auto_tag_status: AutoTagStatus,
});
export type GetConversionBoardResponse = z.infer<typeof GetConversionBoardResponse>;
