import { z } from 'zod';

/**
 * GET /api/v1/conversion/download-converted-file/?conversion_id=&target_journal_id=&kind=docx|report → `{url}`.
 * `kind` defaults to docx (the spec's call has no kind). The url is the same-origin owner-checked file route
 * `/api/v1/files/<file id>/` (it streams, or redirects to a short-lived signed URL on S3). Latest run only;
 * no such output or file → 404 `not_found`; expired conversion → 410 `expired`. The report is the compliance
 * report as JSON.
 */
export const ConvertedFileKind = z.enum(['docx', 'report']);
export type ConvertedFileKind = z.infer<typeof ConvertedFileKind>;

export const DownloadConvertedFileQuery = z.object({
  conversion_id: z.uuid(),
  target_journal_id: z.string().min(1).max(200),
  kind: ConvertedFileKind.default('docx'),
  user_id: z.unknown().optional(),
});
export type DownloadConvertedFileQuery = z.infer<typeof DownloadConvertedFileQuery>;

export const DownloadConvertedFileResponse = z.object({ url: z.string() });
export type DownloadConvertedFileResponse = z.infer<typeof DownloadConvertedFileResponse>;
