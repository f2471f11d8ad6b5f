import type { CslItem, PageElement } from '@galley/contracts';

const RANGE = /^([A-Za-z]*)(\d+)\s*[-–]\s*([A-Za-z]*)(\d+)$/;

/** Pages in one of the spec's five formats; the article number stands in when there are no pages. */
export function renderPage(item: CslItem, element: PageElement): string | undefined {
  const page = item.page?.trim();
  if (!page) {
    if (item.number) return item.number;
    return element.usePiiWhenMissing ? item.pii : undefined;
  }
  const dash = element.enDash ? '\u2013' : '-';
  const match = RANGE.exec(page);
  const format =
    element.format === 'first-page-journal-full-other'
      ? item.type === 'article-journal'
        ? 'first-page'
        : 'full-range'
      : element.format;
  if (!match) {
    if (format === 'first-page') return page.split(/[-–,]/)[0]?.trim();
    return page.replace(/-|–/g, dash);
  }
  const [, firstPrefix = '', first = '', lastPrefix = '', lastRaw = ''] = match;
  if (format === 'first-page') return `${firstPrefix}${first}`;
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
  const keep = format === 'two-digits' ? 2 : 1;
  let common = 0;
  while (common < first.length - keep && first[common] === last[common]) common++;
  return `${firstPrefix}${first}${dash}${last.slice(common)}`;
}
