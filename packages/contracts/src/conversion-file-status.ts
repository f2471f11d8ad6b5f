import { z } from 'zod';
import { ConversionIdBody, ConversionStatus, ConversionUploadError } from './conversion-item.ts';

/** POST /api/v1/conversion/file-status/ `{conversion_id}` → `{success, data}`: the uploaded file's state. */
export const FileStatusRequest = ConversionIdBody;
export type FileStatusRequest = z.infer<typeof FileStatusRequest>;

export const FileStatusResponse = z.object({
  success: z.literal(true),
  data: z.object({
    status: ConversionStatus,
    file_name: z.string().nullable(),
    file_size: z.number().int().nonnegative().nullable(),
    upload_error: ConversionUploadError.nullable(),
  }),
});
export type FileStatusResponse = z.infer<typeof FileStatusResponse>;
