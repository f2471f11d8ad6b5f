import type { CslItem, ReadResult, ReferenceWarning } from '@galley/contracts';
// The legacy build runs in Node 20 without DOM globals; it is also what bundlers ship to older browsers.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { REFERENCE_LIMITS, REFERENCE_MESSAGES } from '../limits.ts';
import { firstPageMetadata } from './first-page-metadata.ts';
import { metadataText } from './metadata-text.ts';
import { type PdfTextItem, pageLines } from './page-lines.ts';
import { paperDoi, paperPmid, type ReadPage } from './paper-identifiers.ts';

/** Pages read for identifiers: DOIs and PMIDs sit in the header, the footer or the first page's footnotes. */
const PAGES_READ = 3;

/**
 * PDFs of papers → one reference each: the text of the first pages (pdfjs-dist, eval switched off so hostile
 * files cannot run code), the paper's own DOI and PMID (metadata, first page, running heads and footers; never
 * its reference list), and title and authors from the first page's layout. At most 100 files per call
 * (spec §9); an unreadable file, or one with no text at all (blank, scanned), gives a warning and no item.
 */
export async function readPdf(input: Uint8Array | readonly Uint8Array[]): Promise<ReadResult> {
  const files = input instanceof Uint8Array ? [input] : [...input];
  const warnings: ReferenceWarning[] = [];
  if (files.length > REFERENCE_LIMITS.maxPdfFiles) {
    warnings.push({
      code: 'too_many_references',
      message: REFERENCE_MESSAGES.tooManyPdfs(REFERENCE_LIMITS.maxPdfFiles, files.length),
    });
  }
  const items: CslItem[] = [];
  for (const [index, bytes] of files.slice(0, REFERENCE_LIMITS.maxPdfFiles).entries()) {
    try {
      const item = await readOnePdf(bytes, String(items.length + 1));
      if (item) items.push(item);
      else
        warnings.push({
          code: 'empty_input',
          message: `PDF ${index + 1} has no text to read (a blank or scanned file?), so no reference was made from it.`,
        });
    } catch (error) {
      warnings.push({
        code: 'unreadable_record',
        message: `PDF ${index + 1} could not be read: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  return { items, warnings };
}

async function readOnePdf(bytes: Uint8Array, id: string): Promise<CslItem | undefined> {
  // pdfjs takes ownership of (detaches) the buffer it is given, so it gets a copy.
  const task = getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  });
  const document = await task.promise;
  try {
    const texts: string[] = [];
    const pages: ReadPage[] = [];
    let metadata: ReturnType<typeof firstPageMetadata> = {};
    for (let number = 1; number <= Math.min(document.numPages, PAGES_READ); number++) {
      const page = await document.getPage(number);
      const height = page.getViewport({ scale: 1 }).height;
      const content = await page.getTextContent();
      const items: PdfTextItem[] = content.items.flatMap((item) => ('str' in item ? [item] : []));
      const lines = pageLines(items, height);
      if (number === 1) metadata = firstPageMetadata(lines, height);
      pages.push({ lines, height });
      texts.push(lines.map((line) => line.text).join('\n'));
    }
    const text = texts.join('\n\n');
    if (!text.trim()) return undefined;
    // A file whose metadata cannot be read still has its pages.
    const described = metadataText(await document.getMetadata().catch(() => undefined));
    const item: CslItem = { id, type: 'article-journal', source: text.slice(0, 4000), confidence: {} };
    const confidence = item.confidence ?? {};
    if (metadata.title) {
      item.title = metadata.title;
      confidence.title = 0.7;
    }
    if (metadata.author) {
      item.author = metadata.author;
      confidence.author = 0.6;
    }
    const doi = paperDoi(described, pages);
    if (doi) {
      item.DOI = doi;
      confidence.DOI = 0.95;
    }
    const pmid = paperPmid(described, pages);
    if (pmid) {
      item.PMID = pmid;
      confidence.PMID = 0.95;
    }
    return item;
  } finally {
    await task.destroy();
  }
}
