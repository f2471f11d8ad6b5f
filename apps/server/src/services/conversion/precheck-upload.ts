import { MANUSCRIPT_UPLOAD_LIMITS } from '@galley/contracts';
import { detectFileKind } from '@galley/manuscript';
import { UploadRefusal } from './upload-refusal.ts';

/**
 * The checks that read no file structure, on the event loop before anything is parsed or stored (spec §5): a
 * Word name (.docm/.dotm refused as macro-enabled), the 10 MB limit, and magic bytes that agree with the name —
 * a zip for .docx, an OLE2 compound file for .doc (a .doc that is really a .docx zip is read as one, as Word does).
 */
export function precheckUpload(fileName: string, bytes: Uint8Array): void {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'docm' || extension === 'dotm') throw new UploadRefusal('macro_enabled');
  if (extension !== 'doc' && extension !== 'docx') throw new UploadRefusal('file_type');
  if (bytes.length > MANUSCRIPT_UPLOAD_LIMITS.maxBytes) throw new UploadRefusal('file_size_limit');
  const kind = detectFileKind(bytes);
  if (kind === 'other' || (extension === 'docx' && kind !== 'zip')) throw new UploadRefusal('file_type');
}
