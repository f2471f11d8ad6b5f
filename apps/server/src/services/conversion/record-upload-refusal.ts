import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type ConversionRow, conversions } from '../../db/schema.ts';
import type { UploadRefusal } from './upload-refusal.ts';

/** Back where it was (initial, or draft with its earlier accepted file still there), with the refusal kept. */
export async function recordUploadRefusal(
  db: Database,
  row: ConversionRow,
  refusal: UploadRefusal,
): Promise<void> {
  await db
    .update(conversions)
    .set({
      status: row.sourceFileId ? 'draft' : 'initial',
      uploadErrorCode: refusal.uploadCode,
      uploadErrorDetail: refusal.detail,
      updatedAt: new Date(),
    })
    .where(eq(conversions.id, row.id));
}
