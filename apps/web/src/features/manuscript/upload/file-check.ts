import { MANUSCRIPT_UPLOAD_LIMITS, type ManuscriptUploadErrorCode } from '@galley/contracts';

const WORD_FILE = /\.(docx?)$/i;

/**
 * What the upload board refuses before sending anything (spec §5): more than one file, anything but .doc or
 * .docx, more than 10 MB, an empty file. The server checks again (and counts tokens); this only spares the
 * author a useless upload. Null when the file may be sent.
 */
export function checkManuscriptFiles(
  files: readonly { name: string; size: number }[],
): ManuscriptUploadErrorCode | null {
  if (files.length !== 1) return 'file_count';
  const [file] = files as [{ name: string; size: number }];
  if (!WORD_FILE.test(file.name)) return 'file_type';
  if (file.size > MANUSCRIPT_UPLOAD_LIMITS.maxBytes) return 'file_size_limit';
  if (file.size === 0) return 'file_corrupted';
  return null;
}
