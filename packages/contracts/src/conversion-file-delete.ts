import { z } from 'zod';
import { ConversionIdBody } from './conversion-item.ts';

/**
 * DELETE /api/v1/conversion/file-delete/ `{conversion_id}` → 200 `{success: true}`: the web's "back to step 1"
 * (after its confirm dialog, spec §4 "Going back to step 1 may lose verified data"). Removes the stored upload, the
 * read manuscript and the board data (html, suggestions, step data, current step); status back to initial, auto-tag
 * status none. CHOICE: allowed while initial or draft whatever steps are done (the confirmation is the web's);
 * converting/complete → 409 `{code: 'not_draft'}`.
 */
export const ConversionFileDeleteRequest = ConversionIdBody;
export type ConversionFileDeleteRequest = z.infer<typeof ConversionFileDeleteRequest>;

export const ConversionFileDeleteResponse = z.object({ success: z.literal(true) });
export type ConversionFileDeleteResponse = z.infer<typeof ConversionFileDeleteResponse>;
