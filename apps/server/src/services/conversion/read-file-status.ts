import type { FileStatusResponse } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { storedFiles } from '../../db/schema.ts';
import { findOwnedConversion } from './find-owned-conversion.ts';
import { presentConversion } from './present-conversion.ts';

/** The uploaded file's state: the conversion's status, the file's name and stored size, the last refusal. */
export async function readFileStatus(
  db: Database,
  userId: string,
  conversionId: string,
  now = new Date(),
): Promise<FileStatusResponse> {
  const row = await findOwnedConversion(db, userId, conversionId);
  const [file] = row.sourceFileId
    ? await db
        .select({ size: storedFiles.size })
        .from(storedFiles)
        .where(eq(storedFiles.id, row.sourceFileId))
    : [];
  const shown = presentConversion(row, now);
  return {
    success: true,
    data: {
      status: shown.status,
      file_name: shown.file_name,
      file_size: file?.size ?? null,
      upload_error: shown.upload_error,
    },
  };
}
