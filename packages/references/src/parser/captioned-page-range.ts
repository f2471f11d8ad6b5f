import type { CslItem } from '@galley/contracts';

const PAGE = '[A-Za-z]{0,2}\\d+[A-Za-z]?';
// A range with its caption: "pp. 6-10", "pages 233–246", "S. 651 - 668".
const CAPTIONED_RANGE = new RegExp(
  `(?<![\\p{L}])(?:pp?|pages?|S|ss?)\\.?\\s*(${PAGE})\\s*[-–—‐‑]\\s*(${PAGE})(?![\\p{L}\\p{N}])`,
  'gu',
);

/**
 * Completes pages the tagger cut at the range's dash ("pp. 6-10 Melbourne, Australia" read as page 6 and
 * "10 Melbourne" as the place): when the pages are the first page of a captioned range, the range is the pages.
 */
export function captionedPageRange(source: string, item: CslItem): void {
  const page = item.page;
  if (!page || /[-–,]/.test(page)) return;
  for (const match of source.matchAll(CAPTIONED_RANGE))
    if (match[1] === page && match[2]) {
      item.page = `${page}-${match[2]}`;
      return;
    }
}
