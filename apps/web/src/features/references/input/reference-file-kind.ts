import { REFERENCE_LIMITS } from '@galley/references/split';

export type ReferenceFileKind = 'ris' | 'nbib';

/** Spec §9: one RIS/NBIB file of 5 MB at most; a PDF of 20 MB at most (the server's cut). */
export const MAX_REFERENCE_FILE_BYTES = REFERENCE_LIMITS.maxFileBytes;
export const MAX_PDF_BYTES = 20 * 1024 * 1024;
export const MAX_PDF_FILES = REFERENCE_LIMITS.maxPdfFiles;

/**
 * A RIS or NBIB file by its name (`.ris`, `.nbib`), else by its first bytes (`TY  -` opens a RIS
 * record, `PMID-` a MEDLINE one): PubMed's export is often saved as `.txt`. Null when neither.
 */
export function referenceFileKind(name: string, head: string): ReferenceFileKind | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.ris')) return 'ris';
  if (lower.endsWith('.nbib')) return 'nbib';
  const start = head.replace(/^\uFEFF/, '').trimStart();
  if (/^TY {2}- /.test(start)) return 'ris';
  if (/^PMID- /.test(start)) return 'nbib';
  return null;
}
