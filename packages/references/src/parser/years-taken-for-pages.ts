import type { CslItem } from '@galley/contracts';

const YEAR = /^(?:1[5-9]|20)\d\d$/;

/**
 * A span of years the tagger read as a book's pages ("New York: Harper & Row, 1974–1978", "Leipzig, 1889-96",
 * "Selected Works, vol. 1: Writings, 1922–34"): a range of two years, printed without a pages caption, in an item
 * without a journal or volume, is no pages.
 */
export function yearsTakenForPages(source: string, item: CslItem): void {
  const page = item.page;
  if (!page || item['container-title'] || item.volume) return;
  const [first, last] = page.split('-');
  if (!first || !last || !YEAR.test(first)) return;
  const end = last.length < first.length ? first.slice(0, first.length - last.length) + last : last;
  if (!YEAR.test(end) || Number(end) <= Number(first)) return;
  const at = source.indexOf(first);
  if (at < 0 || /\bpp?\.?\s*$|\bpages?\s*$/i.test(source.slice(Math.max(0, at - 8), at))) return;
  delete item.page;
  delete item.confidence?.page;
}
