import type { CslItem } from '@galley/contracts';

// Captions in either case, spelt out: the roman volume ("XIV") must stay upper case.
const ISSUE_CAPTION = '(?:[Nn]os?|[Nn]r|[Nn][°º]|[Ii]ssue|[Ii]ss)\\.?\\s*';
// "36, 3 (1988), 454-469" (ACM), "8, 4 (Dec. 1995), 343-356", "50: 3 (2015), 394-419", "XIV:4 (1994), 409-418",
// "Vol. 50, No. 3 (2006), 557-566", "21, no. 4 (January 1950): 482" (Chicago), "45/4 (1950), 710-720": volume,
// issue, a date in brackets, then the pages. The date in brackets between the two and the pages after it make the
// pair a volume and an issue (Nature's "521, 436 (2015)" ends at the bracket: volume and page).
const VOLUME_ISSUE_DATE_PAGES = new RegExp(
  '(?<![\\w./-])(?:[Vv]ol(?:ume)?\\.?\\s*|v\\.\\s*)?(?!(?:1[5-9]|20)\\d\\d\\b)(\\d{1,5}|[IVXLC]{1,7})' +
    `\\s*(?:[,:/]\\s*(?:${ISSUE_CAPTION})?|,?\\s*${ISSUE_CAPTION})` +
    '(\\d{1,4}(?:\\s*[-–/]\\s*\\d{1,4})?)\\s*,?\\s*' +
    '\\((?=[^()]*(?<!\\d)((?:1[5-9]|20)\\d\\d)(?!\\d))[^()]{4,40}\\)' +
    '\\s*[,:.]*\\s*(?:pp?\\.\\s*)?([A-Za-z]?\\d+[A-Za-z]?(?:\\s*[-–—‐‑]\\s*[A-Za-z]?\\d+[A-Za-z]?)?)(?![\\w/])',
  'u',
);

/**
 * Reads "volume, issue (date), pages" whatever the tagger made of it: it labels the issue a volume of its own
 * ("36, 3" gave volume 3, after the physics rule read "3 (1988), 454" as volume (year) page) or drops it.
 */
export function readVolumeIssueDatePages(source: string, item: CslItem): void {
  if (!source.includes('(')) return;
  const match = VOLUME_ISSUE_DATE_PAGES.exec(source);
  if (!match?.[1] || !match[2] || !match[3] || !match[4]) return;
  const [, volume, issue, year, page] = match;
  const confidence = item.confidence ?? {};
  item.volume = volume;
  item.issue = issue.replace(/\s+/g, '');
  item.page = page.replace(/\s*[-–—‐‑]\s*/, '-');
  for (const field of ['volume', 'issue', 'page'] as const)
    confidence[field] = Math.max(confidence[field] ?? 0, 0.9);
  if (!item.issued) {
    item.issued = { 'date-parts': [[Number(year)]] };
    confidence.issued = 0.9;
  }
  item.confidence = confidence;
}
