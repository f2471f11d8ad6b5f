import { MANUSCRIPT_UPLOAD_LIMITS } from '@galley/contracts';
import { detectFileKind } from '@galley/manuscript';
import { UploadRefusal } from './upload-refusal.ts';

/** A Word 97–2003 file's compound directory names its main stream so (UTF-16LE, as every directory entry). */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * The checks that read no file structure, on the event loop before anything is parsed or stored (spec §5): a
 * Word name (.docm/.dotm refused as macro-enabled), the 10 MB limit, and magic bytes that agree with the name —
 * a zip for .docx; for .doc an OLE2 compound file that names a WordDocument stream (an .xls or random bytes behind
 * OLE2 magic are not Word, and LibreOffice would import them as text), or a .docx zip misnamed .doc, as Word reads.
 */
export function precheckUpload(fileName: string, bytes: Uint8Array): void {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'docm' || extension === 'dotm') throw new UploadRefusal('macro_enabled');
  if (extension !== 'doc' && extension !== 'docx') throw new UploadRefusal('file_type');
  if (bytes.length > MANUSCRIPT_UPLOAD_LIMITS.maxBytes) throw new UploadRefusal('file_size_limit');
  const kind = detectFileKind(bytes);
  if (kind === 'other' || (extension === 'docx' && kind !== 'zip')) throw new UploadRefusal('file_type');
  if (kind === 'ole' && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).indexOf(WORD_STREAM) < 0) {
    throw new UploadRefusal('file_type');
  }
}
