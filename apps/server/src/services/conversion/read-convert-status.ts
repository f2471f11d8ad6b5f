import type { ConvertStatusResponse } from '@galley/contracts';
import type { Database } from '../../db/database.ts';
import { expiresAt, shownStatus } from './conversion-status.ts';
import { findOwnedConversion } from './find-owned-conversion.ts';
import { latestRunOutputs } from './latest-run-outputs.ts';

/** The latest run, one entry per journal: its state, its error, and which files it has. */
export async function readConvertStatus(
  db: Database,
  userId: string,
  conversionId: string,
  now = new Date(),
): Promise<ConvertStatusResponse> {
  const row = await findOwnedConversion(db, userId, conversionId);
  const outputs = await latestRunOutputs(db, row);
  return {
    conversion_id: row.id,
    status: shownStatus(row, now),
    run: row.convertRun,
    expires_at: expiresAt(row.completedAt)?.toISOString() ?? null,
    outputs: outputs.map((output) => ({
      journal_id: output.journalId,
      title: output.journalTitle,
      status: output.status,
      error: output.status === 'failed' ? (output.errorDetail ?? 'Conversion failed.') : null,
      has_docx: output.docxFileId !== null,
      has_report: output.reportFileId !== null,
      figures: output.figureFileIds.length,
    })),
  };
}
