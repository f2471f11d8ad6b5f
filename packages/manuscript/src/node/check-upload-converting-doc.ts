import { checkUpload, type UploadCheck, type UploadedFile } from '../upload/check-upload.ts';
import { convertDocToDocx, type DocConversionOptions } from './convert-doc-to-docx.ts';
import { DocConversionError } from './doc-conversion-error.ts';

/**
 * The upload checks, with a .doc converted by LibreOffice and its .docx checked and read again — what the server
 * and the CLI run on a user's file. A failed conversion is refused with `doc_conversion_failed`.
 */
export async function checkUploadConvertingDoc(
  files: readonly UploadedFile[],
  options: DocConversionOptions = {},
): Promise<UploadCheck> {
  const check = checkUpload(files);
  if (!check.ok || check.kind !== 'doc') return check;
  const file = files[0] as UploadedFile;
  try {
    const docx = await convertDocToDocx(file.bytes, options);
    return checkUpload([{ name: file.name.replace(/\.doc$/i, '.docx'), bytes: docx }]);
  } catch (error) {
    if (!(error instanceof DocConversionError)) throw error;
    return { ok: false, code: error.code, message: error.message, reason: error.reason };
  }
}
