import type { CslItem } from '@galley/contracts';
import { DASH, PAGE } from './page-pattern.ts';

// A range with its caption: "pp. 6-10", "pages 233–246", and German "S. 651 - 668" after a number or a bracket
// ("2008, S. 651") — not an initial ("Lee, S. 12-15 May") nor "Children's 3-5".
const CAPTIONED_RANGE = new RegExp(
  `(?:(?<![\\p{L}'’])(?:pp?\\.?|pages?)|(?<=[\\d)][,.]?\\s)S\\.)\\s*(${PAGE})\\s*${DASH}\\s*(${PAGE})(?![\\p{L}\\p{N}])`,
  'gu',
);
const RANGE_OR_LIST = new RegExp(`${DASH}|,`);

/**
 * Completes pages the tagger cut at the range's dash ("pp. 6-10 Melbourne, Australia" read as page 6 and
 * "10 Melbourne" as the place): when the pages are the first page of a captioned range, the range is the pages.
 */
export function captionedPageRange(source: string, item: CslItem): void {
  const page = item.page;
  if (!page || RANGE_OR_LIST.test(page)) return;
  for (const match of source.matchAll(CAPTIONED_RANGE))
    if (match[1] === page && match[2]) {
      item.page = `${page}-${match[2]}`;
      return;
    }
}
