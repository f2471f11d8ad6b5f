import type { ConversionItem } from '@galley/contracts';
import type { ConversionRow } from '../../db/schema.ts';
import { expiresAt, shownStatus } from './conversion-status.ts';

/** A conversion row as the API shows it: snake_case, ISO times, the shown status, the last upload refusal. */
export function presentConversion(row: ConversionRow, now: Date): ConversionItem {
  return {
    id: row.id,
    status: shownStatus(row, now),
    article_type: row.articleType,
    file_name: row.fileName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    expires_at: expiresAt(row.completedAt)?.toISOString() ?? null,
    upload_error:
      row.uploadErrorCode === null
        ? null
        : { code: row.uploadErrorCode, detail: row.uploadErrorDetail ?? '' },
  };
}
