import type { CslItem, ReferenceWarning } from '@galley/contracts';
import { readPdf } from '@galley/references/pdf';
import { recognisableSource } from './recognisable-source.ts';
import { withoutNul } from './without-nul.ts';

export interface ReadPdfFileInput {
  bytes: Uint8Array;
}

export interface ReadPdfFileResult {
  /** The paper's own metadata (title, authors, DOI, PMID), or null when none could be read. */
  item: CslItem | null;
  /** A one-line source for the reference (authors. title.), empty when nothing was read. */
  source: string;
  warnings: ReferenceWarning[];
}

/**
 * One uploaded PDF → the paper's reference, in a worker thread: pdfjs parses untrusted bytes away from the
 * event loop. A file with no title, DOI or PMID (blank, scanned, not a paper) gives a warning and no item.
 */
export async function readPdfFile(input: ReadPdfFileInput): Promise<ReadPdfFileResult> {
  const read = await readPdf(input.bytes);
  const warnings = [...read.warnings];
  const found = read.items[0];
  if (!found) return { item: null, source: '', warnings };
  const { source: pageText, ...metadata } = found;
  if (!metadata.title && !metadata.DOI && !metadata.PMID) {
    warnings.push({
      code: pageText?.trim() ? 'unparsed_text' : 'empty_input',
      message: 'No title, DOI or PMID could be read from this PDF.',
    });
    return { item: null, source: '', warnings };
  }
  const item = withoutNul(metadata);
  const source = recognisableSource(item) || item.DOI || item.PMID || '';
  return { item: { ...item, source }, source, warnings };
}
