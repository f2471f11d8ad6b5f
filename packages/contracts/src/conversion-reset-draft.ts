import { z } from 'zod';
import { ConversionIdBody } from './conversion-item.ts';

/**
 * POST /api/v1/conversion/reset-draft-task/ `{conversion_id}` → 200 `{success:true}`: converting or complete →
 * draft (board data, target journals and the old run's outputs kept; expiry cleared). A draft stays draft (200);
 * initial/uploading or expired → 409 `not_convertible` / 410 `expired`. Jobs of a run still converting finish
 * into their own run's rows and no longer move the conversion's status.
 */
export const ResetDraftRequest = ConversionIdBody;
export type ResetDraftRequest = z.infer<typeof ResetDraftRequest>;

export const ResetDraftResponse = z.object({ success: z.literal(true) });
export type ResetDraftResponse = z.infer<typeof ResetDraftResponse>;
