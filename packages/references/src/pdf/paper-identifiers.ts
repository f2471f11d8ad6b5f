import { cleanDoi } from '../model/clean-doi.ts';
import type { PdfLine } from './pdf-line.ts';

/** The lines of one page read, with the page's height (for telling header and footer from the body). */
export interface ReadPage {
  lines: PdfLine[];
  height: number;
}

// "References", "REFERENCES AND NOTES", "Literature Cited", "Bibliography" alone on a line.
const REFERENCES_HEADING =
  /^(?:\d+\.?\s*)?(?:references?(?: and notes)?|bibliography|literature cited|works cited|cited literature)\s*:?$/i;
// A line that starts a reference-list entry: "[12] …", "12. Smith", "12 Smith J".
const REFERENCE_ENTRY = /^\s*(?:\[\d{1,3}\]|\d{1,3}\.\s|\d{1,3}\s+\p{Lu}\p{Ll}+[, ]+\p{Lu})/u;
// The share of the page height at the top and at the bottom where running heads and footers sit.
const MARGIN = 0.09;
const PMID = /\bPMID:?\s*(\d{1,9})\b/i;

/**
 * The text a paper's own identifiers may be taken from, never its reference list (whose DOIs are other papers'):
 * the first page up to a "References" heading, and the running heads and footers of the pages read.
 */
export function ownText(pages: readonly ReadPage[]): string {
  const kept: string[] = [];
  let inReferences = false;
  pages.forEach((page, index) => {
    for (const line of page.lines) {
      if (REFERENCES_HEADING.test(line.text.trim())) inReferences = true;
      const margin = line.top < page.height * MARGIN || line.top > page.height * (1 - MARGIN);
      const body = index === 0 && !inReferences;
      if (body || (margin && !REFERENCE_ENTRY.test(line.text))) kept.push(line.text);
    }
  });
  return kept.join('\n');
}

/** The paper's DOI: from the file's metadata first, else from its own text (see ownText). */
export function paperDoi(metadataText: string, pages: readonly ReadPage[]): string | undefined {
  return cleanDoi(metadataText) ?? cleanDoi(ownText(pages));
}

/** The paper's PMID, from the same places as its DOI. */
export function paperPmid(metadataText: string, pages: readonly ReadPage[]): string | undefined {
  return PMID.exec(metadataText)?.[1] ?? PMID.exec(ownText(pages))?.[1];
}
