import type { Manuscript } from '@galley/contracts';
import { checkUploadConvertingDoc } from '../node/check-upload-converting-doc.ts';

export type ManuscriptRead =
  | { ok: true; manuscript: Manuscript; tokens: number | undefined }
  | { ok: false; code: string; reason: string; message: string };

/** A manuscript's bytes read as the server reads an upload: the upload checks, a .doc converted by LibreOffice. */
export async function readManuscriptBytes(fileName: string, bytes: Uint8Array): Promise<ManuscriptRead> {
  const check = await checkUploadConvertingDoc([{ name: fileName, bytes }]);
  if (!check.ok) return { ok: false, code: check.code, reason: check.reason, message: check.message };
  if (!check.manuscript)
    return {
      ok: false,
      code: 'unreadable',
      reason: 'no manuscript after the checks',
      message: 'The file passed the checks but could not be read.',
    };
  return { ok: true, manuscript: check.manuscript, tokens: check.tokens };
}
