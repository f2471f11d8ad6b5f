import { z } from 'zod';

/**
 * GET /api/v1/conversion/file-download/?conversion_id=ID → the author's uploaded manuscript as a blob
 * (Content-Disposition: attachment, the author's file name; a .doc upload comes back as the .docx it was
 * converted to, named `<name>.docx`). 404 `{code: 'no_file'}` when nothing is uploaded; owner only.
 */
export const ConversionFileDownloadQuery = z.object({
  conversion_id: z.uuid(),
  user_id: z.unknown().optional(),
});
export type ConversionFileDownloadQuery = z.infer<typeof ConversionFileDownloadQuery>;
