import type { CslItem, JournalElement } from '@galley/contracts';
import { abbreviateJournal } from '../../journals/abbreviate-journal.ts';

/** The journal (container) title, abbreviated from the NLM list when asked, with ISO dots when asked. */
export function renderJournal(item: CslItem, element: JournalElement): string | undefined {
  const full = item['container-title']?.trim();
  if (!element.useAbbreviation) return full ?? item['container-title-short'];
  const short = item['container-title-short']?.trim() || (full ? abbreviateJournal(full) : undefined);
  if (!short) return undefined;
  if (!element.dotAfterAbbreviations) return short;
  const fullWords = new Set((full ?? '').toLowerCase().split(/[^\p{L}]+/u));
  // A word is abbreviated when it is not a whole word of the full title ("Am" for "American", not "Nature").
  return short
    .split(' ')
    .map((word) => (/^\p{L}+$/u.test(word) && !fullWords.has(word.toLowerCase()) ? `${word}.` : word))
    .join(' ');
}
