import { MANUSCRIPT_UPLOAD_LIMITS, type Manuscript } from '@galley/contracts';
import { openDocx } from './docx/open-docx.ts';
import { readDocxDocument } from './docx/read-docx-document.ts';
import { buildManuscript } from './model/build-manuscript.ts';

/**
 * A .docx's bytes → the manuscript model, in pandoc's two stages (OOXML → intermediate document → model). Problems
 * are warnings in the result; only an unusable file throws a DocxRefusal (corrupt, unsafe, macro-enabled, not Word).
 * Run `checkUpload` first on anything a user sent: it applies the size limit and turns refusals into messages.
 */
export function readDocx(bytes: Uint8Array, limits = MANUSCRIPT_UPLOAD_LIMITS): Manuscript {
  return buildManuscript(readDocxDocument(openDocx(bytes, limits)));
}
