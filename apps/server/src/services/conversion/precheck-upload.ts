import { MANUSCRIPT_UPLOAD_LIMITS } from '@galley/contracts';
import { detectFileKind } from '@galley/manuscript';
import { UploadProblemRefusal } from './precheck-upload-refusal.ts';
import { UploadRefusal } from './upload-refusal.ts';

/** A Word 97–2003 file's compound directory names its main stream so (UTF-16LE, as every directory entry). */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');
/** Office's encrypted (password-protected) .docx: the real zip sits, encrypted, in this OLE2 stream. */
const ENCRYPTED_STREAM = Buffer.from('EncryptedPackage', 'utf16le');

/**
 * The checks that read no file structure, on the event loop before anything is parsed or stored (spec §5): a
 * Word name (.docm/.dotm refused as macro-enabled), the 10 MB limit, and magic bytes that agree with the name —
 * a zip for .docx; for .doc an OLE2 compound file that names a WordDocument stream (an .xls or random bytes behind
 * OLE2 magic are not Word, and LibreOffice would import them as text), or a .docx zip misnamed .doc, as Word reads.
 * Under either name an OLE2 file holding an EncryptedPackage stream is a password-protected Word file (refused as
 * such), and a Word 97–2003 file misnamed .docx is read as the .doc it is (the reader converts it by its bytes).
 */
export function precheckUpload(fileName: string, bytes: Uint8Array): void {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'docm' || extension === 'dotm') throw new UploadRefusal('macro_enabled');
  if (extension !== 'doc' && extension !== 'docx') throw new UploadRefusal('file_type');
  if (bytes.length > MANUSCRIPT_UPLOAD_LIMITS.maxBytes) throw new UploadRefusal('file_size_limit');
  const kind = detectFileKind(bytes);
  if (kind === 'other') throw new UploadRefusal('file_type');
  if (kind === 'ole') {
    const ole = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    if (ole.indexOf(ENCRYPTED_STREAM) >= 0) throw new UploadProblemRefusal('password_protected');
    if (ole.indexOf(WORD_STREAM) < 0) throw new UploadRefusal('file_type');
  }
}
