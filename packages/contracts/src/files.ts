import { z } from 'zod';

/** GET /api/v1/files/:id/ — a stored file (upload or conversion output) for its owner. */
export const FileDownloadParams = z.object({ id: z.uuid() });
export type FileDownloadParams = z.infer<typeof FileDownloadParams>;
