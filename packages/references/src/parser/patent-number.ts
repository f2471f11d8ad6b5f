import type { CslItem } from '@galley/contracts';

const PATENT = /patent/i;
// The number after the word: "US Patent 3,712,959", "USA Patent № 5351122", "US patent 4 0054 881".
const NUMBER = /patent\s*(?:no\.?|nr\.?|№|#)?\s*((?:[A-Z]{2}\s?)?\d[\d,.\s]*\d)/i;

/**
 * A patent's number, which the tagger splits into a volume and pages: once the container is read as a patent
 * (mendContainer's genre), the digits after "Patent" are its number, and it has no volume, issue or pages.
 */
export function patentNumber(source: string, item: CslItem): void {
  if (!item.genre || !PATENT.test(item.genre)) return;
  const number = NUMBER.exec(source)?.[1];
  if (!number) return;
  item.number = number.replace(/[\s.,]/g, '');
  delete item.volume;
  delete item.issue;
  delete item.page;
  delete item.confidence?.volume;
  delete item.confidence?.issue;
  delete item.confidence?.page;
}
