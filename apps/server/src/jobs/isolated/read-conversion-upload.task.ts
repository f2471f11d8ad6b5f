import { MANUSCRIPT_UPLOAD_MESSAGES, type ManuscriptUploadErrorCode } from '@galley/contracts';
import { checkUpload, type UploadCheck } from '@galley/manuscript';
import { convertDocToDocx, DocConversionError } from '@galley/manuscript/node';

export interface ReadConversionUploadInput {
  fileName: string;
  bytes: Uint8Array;
}

export type ReadConversionUploadResult =
  | {
      ok: true;
      tokens: number;
      docx: Uint8Array;
      converted: boolean;
      /** The manuscript model the checks read, as JSON: stored so the auto-tag job need not read the file again. */
      manuscriptJson: string;
    }
  | { ok: false; code: ManuscriptUploadErrorCode; message: string; reason: string };

/**
 * An uploaded manuscript read in a worker thread (spec §5/§9): @galley/manuscript's checkUpload (zip-bomb, macro,
 * DTD and well-formedness checks, 80,000 tokens); a .doc goes through LibreOffice and its .docx is checked again.
 * That is checkUploadConvertingDoc's sequence, spelled out because it keeps the converted bytes to itself and the
 * later steps need them: what passes comes back as the .docx to store, so LibreOffice runs once per upload.
 */
export async function readConversionUpload(
  input: ReadConversionUploadInput,
): Promise<ReadConversionUploadResult> {
  const first = checkUpload([{ name: input.fileName, bytes: input.bytes }]);
  if (!first.ok) return refusal(first);
  if (first.kind === 'docx')
    return { ok: true, tokens: first.tokens ?? 0, docx: input.bytes, converted: false, ...model(first) };
  let docx: Uint8Array;
  try {
    docx = await convertDocToDocx(input.bytes);
  } catch (error) {
    const reason = error instanceof DocConversionError ? error.reason : String(error);
    const code = 'doc_conversion_failed' as const;
    return { ok: false, code, message: MANUSCRIPT_UPLOAD_MESSAGES[code], reason };
  }
  const second = checkUpload([{ name: input.fileName.replace(/\.doc$/i, '.docx'), bytes: docx }]);
  if (!second.ok) return refusal(second);
  return { ok: true, tokens: second.tokens ?? 0, docx, converted: true, ...model(second) };
}

/** A string crosses the thread boundary cheaper than the model's object tree. */
function model(check: UploadCheck): { manuscriptJson: string } {
  return { manuscriptJson: check.manuscript ? JSON.stringify(check.manuscript) : '' };
}

/** Only plain data crosses the thread boundary (the manuscript model stays in the worker). */
function refusal(check: UploadCheck & { ok: false }): ReadConversionUploadResult {
  return { ok: false, code: check.code, message: check.message, reason: check.reason };
}
