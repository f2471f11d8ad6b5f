import { saveStoredFile } from '../../../services/files/save-stored-file.ts';
import type { WriteJournalManuscriptResult } from '../../isolated/write-journal-manuscript.task.ts';
import type { JobContext } from '../../job-context.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The run's files for one journal, under keys from the conversion, the run and the journal (a retry rewrites
 * the same objects and rows: one file each). Figures are the source's, the same for every journal of the run:
 * stored once under the run by run-read.ts, their ids given here.
 */
export async function saveConvertedFiles(
  ctx: JobContext,
  userId: string,
  payload: { conversionId: string; run: number; journalId: string },
  result: Extract<WriteJournalManuscriptResult, { ok: true }> & { figureFileIds: string[] },
): Promise<{ docxFileId: string; reportFileId: string; figureFileIds: string[] }> {
  const runKey = `conversions/${payload.conversionId}/run-${payload.run}`;
  const common = {
    db: ctx.db,
    storage: ctx.storage,
    userId,
    kind: 'output' as const,
    ownerRef: `conversion:${payload.conversionId}`,
  };
  const docx = await saveStoredFile({
    ...common,
    key: `${runKey}/${payload.journalId}.docx`,
    name: `${payload.journalId}.docx`,
    contentType: DOCX,
    bytes: result.docx,
  });
  const report = await saveStoredFile({
    ...common,
    key: `${runKey}/${payload.journalId}.compliance.json`,
    name: `${payload.journalId}-report.json`,
    contentType: 'application/json',
    bytes: new TextEncoder().encode(`${JSON.stringify(result.report, null, 2)}\n`),
  });
  return { docxFileId: docx.id, reportFileId: report.id, figureFileIds: result.figureFileIds };
}
