import { z } from 'zod';

// A manuscript conversion as the API shows it (spec §3, §4). Paths keep the spec's names under /api/v1/conversion.

/** Spec §4: `expired` is also derived — a complete conversion 30 days after completion. */
export const ConversionStatus = z.enum([
  'initial',
  'uploading',
  'draft',
  'converting',
  'complete',
  'expired',
]);
export type ConversionStatus = z.infer<typeof ConversionStatus>;

/** The last refused upload's spec code and message (§8), or null. */
export const ConversionUploadError = z.object({ code: z.string(), detail: z.string() });
export type ConversionUploadError = z.infer<typeof ConversionUploadError>;

export const ConversionItem = z.object({
  id: z.uuid(),
  status: ConversionStatus,
  article_type: z.string().nullable(),
  file_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
  /** When downloads and access end (completion + 30 days), or null while not complete. */
  expires_at: z.string().nullable(),
  upload_error: ConversionUploadError.nullable(),
});
export type ConversionItem = z.infer<typeof ConversionItem>;

/** Body fields naming one conversion; a client's `user_id` is ignored (the session decides). */
export const ConversionIdBody = z.object({ conversion_id: z.uuid(), user_id: z.unknown().optional() });
export type ConversionIdBody = z.infer<typeof ConversionIdBody>;
