import { z } from 'zod';

/**
 * GET /api/v1/conversion/download-all/?conversion_id=ID → application/zip (attachment) of the latest run:
 * `<journal id>.docx`, `<journal id>-report.json` for each converted journal, and `figures/Figure N.<ext>` once
 * (the source's images are the same for every journal). Nothing converted → 404 `not_found`; expired → 410.
 */
export const DownloadAllQuery = z.object({ conversion_id: z.uuid(), user_id: z.unknown().optional() });
export type DownloadAllQuery = z.infer<typeof DownloadAllQuery>;
