import { z } from 'zod';

/**
 * POST /api/v1/conversion/file-upload/ — multipart `conversion_id` and one `file` (.doc/.docx, spec §5/§9) →
 * `{success: true}`, or the spec's error body `{code, detail}` (file_size_limit, token_limit, file_corrupted, …).
 */
export const ConversionFileUploadFields = z.object({
  conversion_id: z.uuid(),
  user_id: z.unknown().optional(),
});
export type ConversionFileUploadFields = z.infer<typeof ConversionFileUploadFields>;

export const ConversionFileUploadResponse = z.object({ success: z.literal(true) });
export type ConversionFileUploadResponse = z.infer<typeof ConversionFileUploadResponse>;
