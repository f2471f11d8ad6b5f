import type { CslItem, PageElement } from '@galley/contracts';

const RANGE = /^([A-Za-z]*)(\d+)\s*[-–]\s*([A-Za-z]*)(\d+)$/;
// The first numeric range of a compound page string ("589-98; discussion 599-600"): citeproc-js formats that
// one and prints the rest as given. Word boundaries keep supplement pages ("272P-273P") as given too.
const INNER_RANGE = /(?<![\w.-])([A-Za-z]*)(\d+)\s*[-–]\s*([A-Za-z]*)(\d+)(?![\w.])/;
// Roman-numeral front-matter pages ("1-253, iii-iv") take the same dash.
const ROMAN_RANGE = /\b([ivxlc]+)-([ivxlc]+)\b/g;

type RangeFormat =
  | Exclude<PageElement['format'], 'first-page' | 'first-page-journal-full-other'>
  | 'chicago-16';

/** Pages in one of the spec's five formats; the article number stands in when there are no pages. */
export function renderPage(item: CslItem, element: PageElement): string | undefined {
  const page = item.page?.trim();
  if (!page) {
    if (item.number) return item.number;
    return element.usePiiWhenMissing ? item.pii : undefined;
  }
  const dash = element.enDash ? '\u2013' : '-';
  const format =
    element.format === 'first-page-journal-full-other'
      ? item.type === 'article-journal'
        ? 'first-page'
        : 'full-range'
      : element.format === 'two-digits' && element.chicagoExceptions
        ? 'chicago-16'
        : element.format;
  const match = RANGE.exec(page);
  if (format === 'first-page') return match ? `${match[1]}${match[2]}` : page.split(/[-–,]/)[0]?.trim();
  // Ranges whose ends carry different letters ("1-G5") are not numeric ranges: printed as given.
  if (match?.[3] && match[3] !== match[1]) return page;
  if (match) return formatRange(match, format, dash);
  return page
    .replace(INNER_RANGE, (...groups: string[]) =>
      groups[3] && groups[3] !== groups[1] ? (groups[0] ?? '') : formatRange(groups, format, dash),
    )
    .replace(ROMAN_RANGE, `$1${dash}$2`);
}

/** One range ["…", first prefix, first, last prefix, last] in a range format with the given dash. */
function formatRange(match: ArrayLike<string | undefined>, format: RangeFormat, dash: string): string {
  const firstPrefix = match[1] ?? '';
  const first = match[2] ?? '';
  const lastPrefix = match[3] ?? '';
  const lastRaw = match[4] ?? '';
  // "123-9" written out: a shorter last page borrows the first page's leading digits.
  const last =
    lastRaw.length < first.length ? first.slice(0, first.length - lastRaw.length) + lastRaw : lastRaw;
  const samePrefix = !lastPrefix || lastPrefix === firstPrefix;
  if (
    format === 'full-range' ||
    !samePrefix ||
    last.length !== first.length ||
    Number(last) < Number(first)
  ) {
    return `${firstPrefix}${first}${dash}${lastPrefix || firstPrefix}${last}`;
  }
  const hundreds = Number(first) % 100;
  // chicago-16: "100–104" in full, "101–8" minimal, otherwise at least two digits ("321–28").
  if (format === 'chicago-16' && Number(first) >= 100 && hundreds === 0) {
    return `${firstPrefix}${first}${dash}${lastPrefix || firstPrefix}${last}`;
  }
  const keep = format === 'two-digits' || (format === 'chicago-16' && hundreds >= 10) ? 2 : 1;
  let common = 0;
  while (common < first.length - keep && first[common] === last[common]) common++;
  return `${firstPrefix}${first}${dash}${last.slice(common)}`;
}
