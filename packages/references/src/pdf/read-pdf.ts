import type { CslItem, ReadResult, ReferenceWarning } from '@galley/contracts';
// The legacy build runs in Node 20 without DOM globals; it is also what bundlers ship to older browsers.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { REFERENCE_LIMITS, REFERENCE_MESSAGES } from '../limits.ts';
import { cleanDoi } from '../model/clean-doi.ts';
import { firstPageMetadata } from './first-page-metadata.ts';
import { type PdfTextItem, pageLines } from './page-lines.ts';

/** Pages read for identifiers: DOIs and PMIDs sit in the header, the footer or the first page's footnotes. */
const PAGES_READ = 3;

/**
 * PDFs of papers → one reference each: the text of the first pages (pdfjs-dist, eval switched off so hostile
 * files cannot run code), the DOI and PMID found in it, and title and authors from the first page's layout.
 * At most 100 files per call (spec §9); an unreadable file gives a warning, never an exception.
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
      items.push(await readOnePdf(bytes, String(items.length + 1)));
    } catch (error) {
      warnings.push({
        code: 'unreadable_record',
        message: `PDF ${index + 1} could not be read: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  return { items, warnings };
}

async function readOnePdf(bytes: Uint8Array, id: string): Promise<CslItem> {
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
    let metadata: ReturnType<typeof firstPageMetadata> = {};
    for (let number = 1; number <= Math.min(document.numPages, PAGES_READ); number++) {
      const page = await document.getPage(number);
      const height = page.getViewport({ scale: 1 }).height;
      const content = await page.getTextContent();
      const items: PdfTextItem[] = content.items.flatMap((item) => ('str' in item ? [item] : []));
      const lines = pageLines(items, height);
      if (number === 1) metadata = firstPageMetadata(lines, height);
      texts.push(lines.map((line) => line.text).join('\n'));
    }
    const text = texts.join('\n\n');
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
    const doi = cleanDoi(text);
    if (doi) {
      item.DOI = doi;
      confidence.DOI = 0.95;
    }
    const pmid = /\bPMID:?\s*(\d{1,9})\b/i.exec(text)?.[1];
    if (pmid) {
      item.PMID = pmid;
      confidence.PMID = 0.95;
    }
    return item;
  } finally {
    await task.destroy();
  }
}
