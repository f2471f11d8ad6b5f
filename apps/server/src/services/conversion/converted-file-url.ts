import type { ConvertedFileKind, DownloadConvertedFileResponse } from '@galley/contracts';
import type { Database } from '../../db/database.ts';
import { assertNotExpired } from './assert-not-expired.ts';
import { ConversionRefusal } from './conversion-refusal.ts';
import { findOwnedConversion } from './find-owned-conversion.ts';
import { latestRunOutputs } from './latest-run-outputs.ts';

/**
 * `{url}` of one journal's .docx or compliance report in the latest run: the owner-checked same-origin file
 * route (`/api/v1/files/<id>/`, which streams it or redirects to a short-lived signed URL).
 */
export async function convertedFileUrl(
  db: Database,
  userId: string,
  query: { conversion_id: string; target_journal_id: string; kind: ConvertedFileKind },
  now = new Date(),
): Promise<DownloadConvertedFileResponse> {
  const row = await findOwnedConversion(db, userId, query.conversion_id);
  assertNotExpired(row, now);
  const output = (await latestRunOutputs(db, row)).find((o) => o.journalId === query.target_journal_id);
  const fileId = query.kind === 'docx' ? output?.docxFileId : output?.reportFileId;
  if (output?.status !== 'complete' || !fileId)
    throw new ConversionRefusal(404, 'not_found', 'No converted file for this journal.');
  return { url: `/api/v1/files/${fileId}/` };
}
