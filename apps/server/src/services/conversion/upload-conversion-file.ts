import type { ManuscriptUploadErrorCode } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { conversions } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { IsolatedPool } from '../../jobs/isolated/isolated-pool.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { saveStoredFile } from '../files/save-stored-file.ts';
import { claimUpload, takesUpload } from './claim-upload.ts';
import { CLEARED_BOARD } from './cleared-board.ts';
import { findOwnedConversion } from './find-owned-conversion.ts';
import { precheckUpload } from './precheck-upload.ts';
import { refusalOfRead } from './precheck-upload-refusal.ts';
import { recordUploadRefusal } from './record-upload-refusal.ts';
import { rememberUploadRead } from './upload-read-model.ts';
import { UploadRefusal } from './upload-refusal.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface ConversionUpload {
  conversionId: string;
  fileName: string;
  bytes: Uint8Array;
  /** Refused while streaming (over 10 MB, a second file): recorded on the conversion once ownership is known. */
  refused?: ManuscriptUploadErrorCode;
}

export interface UploadDeps {
  db: Database;
  storage: FileStorage;
  isolated: IsolatedPool;
  log: FastifyBaseLogger;
}

/**
 * The manuscript of a conversion (spec §4/§5): initial or draft → uploading → draft, or back with the refusal
 * stored. The request waits for the worker-thread read: the spec's error body (token_limit, corrupted) belongs
 * to this call's answer, and the read takes well under a second for a .docx (a few for a .doc in LibreOffice)
 * while the event loop stays free. Only a file that passed is stored, so a refused one leaves nothing behind.
 */
export async function uploadConversionFile(
  deps: UploadDeps,
  userId: string,
  upload: ConversionUpload,
): Promise<{ success: true }> {
  const row = await findOwnedConversion(deps.db, userId, upload.conversionId);
  if (!takesUpload(row)) {
    throw new AppError('bad_request', 'The manuscript can no longer be changed for this conversion.');
  }
  try {
    if (upload.refused) throw new UploadRefusal(upload.refused);
    precheckUpload(upload.fileName, upload.bytes);
  } catch (error) {
    if (error instanceof UploadRefusal) await recordUploadRefusal(deps.db, row, error);
    throw error;
  }
  if (!(await claimUpload(deps.db, row.id)))
    throw new AppError('bad_request', 'Another upload for this conversion is under way.');
  try {
    const read = await deps.isolated
      .run('readConversionUpload', { fileName: upload.fileName, bytes: upload.bytes })
      .catch((error: unknown) => {
        // A worker that dies (out of memory on a crafted file) is the file's fault, not the server's.
        deps.log.warn({ err: error }, 'manuscript upload reader failed');
        return { ok: false as const, code: 'file_corrupted' as const, message: '', reason: 'worker failed' };
      });
    if (!read.ok) {
      deps.log.info({ code: read.code, reason: read.reason }, 'manuscript upload refused');
      throw refusalOfRead(read);
    }
    const name = upload.fileName.replace(/\.docx?$/i, '.docx');
    const stored = await saveStoredFile({
      db: deps.db,
      storage: deps.storage,
      userId,
      key: `conversions/${row.id}/source.docx`,
      name,
      contentType: DOCX,
      bytes: read.docx,
      kind: 'source',
      ownerRef: `conversion:${row.id}`,
    });
    rememberUploadRead(row.id, read.docx, read.manuscriptJson);
    await deps.db
      .update(conversions)
      .set({
        status: 'draft',
        fileName: upload.fileName,
        sourceFileId: stored.id,
        uploadErrorCode: null,
        uploadErrorDetail: null,
        // A new manuscript invalidates what the board confirmed on the old one, and the old one's auto-tag job: it
        // finds the row no longer its own (auto_tag_job_id) and writes nothing over the new file.
        stepData: null,
        ...CLEARED_BOARD,
        updatedAt: new Date(),
      })
      .where(eq(conversions.id, row.id));
    return { success: true };
  } catch (error) {
    if (error instanceof UploadRefusal) await recordUploadRefusal(deps.db, row, error);
    else
      await deps.db
        .update(conversions)
        .set({ status: row.sourceFileId ? 'draft' : 'initial' })
        .where(eq(conversions.id, row.id));
    throw error;
  }
}
