import { z } from 'zod';
import { StepData, StepValue } from './manuscript.ts';

/** The confirm board's HTML may be large (a long manuscript with tables): the route accepts up to this. */
export const CONFIRM_HTML_MAX_CHARS = 8 * 1024 * 1024;

/**
 * POST /api/v1/conversion/update-conversion/ `{conversion_id, current_target_step, client_html, additional_text?,
 * direction?}` → 200 `{success: true, step_data, next_step}`.
 *
 * direction 'next' (default): confirms `current_target_step` with the highlights in `client_html` (the board's
 * HTML after editing; only its text and `data-highlight-container-{step}-{index}` attributes are read, the server
 * re-renders what it stores). Marks the step done; `next_step` = the step after it (nextStep over step_data's
 * order), null when none is left (→ the convert page). `additional_text` (a string) is stored under the step.
 * direction 'back': moves to the previous step without marking anything; `client_html` is ignored and may be
 * omitted; `next_step` = that previous step (null on the first step: the web's "back to upload" is file-delete).
 *
 * Refusals (`{code, detail}`):
 * - 409 `not_draft` (converting/complete/expired), 409 `not_tagged` (no board yet);
 * - 409 `busy`: another save of this board (another tab, a double click) landed between this one's read and write;
 *   nothing was written — reload the board and save again;
 * - 400 `step_not_allowed`: not a board step, or ahead of the first required step not yet done (no skipping);
 * - 400 `text_altered`: a block's text differs from the stored manuscript's, a block is unknown or missing, or a
 *   highlight lies in a table cell/outside its block — detail 'Error : failed to update conversion data';
 * - 400 `required_step_empty`: a required step confirmed with no highlight (HIGHLIGHT_MESSAGES.requiredStepEmpty);
 * - 400 `single_only`: more than one area on a step that is not multiple (HIGHLIGHT_MESSAGES.singleOnly);
 * - 400 `forbidden_overlap`: two steps on the same text where manuscript-steps.md does not allow it
 *   (detail 'This step does not allow duplicate dragging.'; `steps` names both).
 * 'back' errors answer detail 'Error : Failed to back to previous step'.
 */
export const UpdateConversionRequest = z.object({
  conversion_id: z.uuid(),
  current_target_step: StepValue,
  client_html: z.string().max(CONFIRM_HTML_MAX_CHARS).optional(),
  additional_text: z.string().max(100_000).nullish(),
  direction: z.enum(['next', 'back']).default('next'),
  user_id: z.unknown().optional(),
});
export type UpdateConversionRequest = z.input<typeof UpdateConversionRequest>;

export const UpdateConversionResponse = z.object({
  success: z.literal(true),
  step_data: StepData,
  next_step: StepValue.nullable(),
});
export type UpdateConversionResponse = z.infer<typeof UpdateConversionResponse>;
