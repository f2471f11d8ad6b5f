import {
  MANUSCRIPT_UPLOAD_LIMITS,
  MANUSCRIPT_UPLOAD_MESSAGES,
  type Manuscript,
  type ManuscriptUploadErrorCode,
  type UploadCheckResult,
} from '@galley/contracts';
import { DocxRefusal } from '../docx-refusal.ts';
import { readDocx } from '../read-docx.ts';
import { countManuscriptTokens } from './count-tokens.ts';
import { detectFileKind } from './detect-file-kind.ts';
import { EMPTY_MANUSCRIPT_MESSAGE, EMPTY_MANUSCRIPT_REASON, isEmptyManuscript } from './empty-manuscript.ts';

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/** The check's answer; a .docx that passes comes with its model, so the caller does not read it twice. */
export type UploadCheck = UploadCheckResult & { manuscript?: Manuscript };

/**
 * Spec §5/§8 upload checks, cheapest first: one file, a Word name, ≤ 10 MB, Word by its magic bytes; then for a .docx
 * the zip-bomb limits on the directory, macros, DTDs and well-formedness while reading, ≤ 80,000 tokens, and some
 * text (an empty manuscript is refused with `EMPTY_MANUSCRIPT_MESSAGE`, under the corrupted-file code).
 * A .doc passes with `kind: 'doc'`: the caller converts it (LibreOffice, outside this pure package) and checks
 * the converted .docx again.
 */
export function checkUpload(files: readonly UploadedFile[], limits = MANUSCRIPT_UPLOAD_LIMITS): UploadCheck {
  if (files.length !== limits.maxFiles) return refuse('file_count', `${files.length} files`);
  const [file] = files as [UploadedFile];
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (extension === 'docm' || extension === 'dotm') return refuse('macro_enabled', `.${extension} file`);
  if (extension !== 'doc' && extension !== 'docx') return refuse('file_type', `name ${file.name}`);
  if (file.bytes.length > limits.maxBytes)
    return refuse('file_size_limit', `${file.bytes.length} bytes (limit ${limits.maxBytes})`);
  const kind = detectFileKind(file.bytes);
  if (kind === 'ole') return { ok: true, kind: 'doc' };
  if (kind !== 'zip') return refuse('file_type', 'neither a zip nor an OLE2 file by its first bytes');
  let manuscript: Manuscript;
  try {
    manuscript = readDocx(file.bytes, limits);
  } catch (error) {
    if (error instanceof DocxRefusal) return refuse(error.code, error.reason);
    return refuse('file_corrupted', `reader failed: ${(error as Error).message}`);
  }
  const tokens = countManuscriptTokens(manuscript);
  if (tokens > limits.maxTokens) return refuse('token_limit', `${tokens} tokens (limit ${limits.maxTokens})`);
  if (isEmptyManuscript(manuscript))
    return {
      ok: false,
      code: 'file_corrupted',
      message: EMPTY_MANUSCRIPT_MESSAGE,
      reason: EMPTY_MANUSCRIPT_REASON,
    };
  return { ok: true, kind: 'docx', tokens, manuscript };
}

function refuse(code: ManuscriptUploadErrorCode, reason: string): UploadCheck {
  return { ok: false, code, message: MANUSCRIPT_UPLOAD_MESSAGES[code], reason };
}
