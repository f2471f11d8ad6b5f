import type { CslItem, JournalElement } from '@galley/contracts';
import { abbreviateJournal } from '../../journals/abbreviate-journal.ts';
import { cslTitleCase } from '../../text-case/csl-title-case.ts';

/** The journal (container) title, abbreviated from the NLM list when asked, with ISO dots when asked. */
export function renderJournal(item: CslItem, element: JournalElement): string | undefined {
  const full = item['container-title']?.trim();
  // Title case is English typography: CSL processors leave titles in other languages as they are.
  const english = !item.language || /^en/i.test(item.language);
  if (!element.useAbbreviation) {
    return full && element.titleCase && english
      ? cslTitleCase(full)
      : (full ?? item['container-title-short']);
  }
  const short = item['container-title-short']?.trim() || (full ? abbreviateJournal(full) : undefined);
  if (!short) return undefined;
  // NLM abbreviations have no full stops; some records carry ISO forms with them ("Arch. Biochem. Biophys.",
  // "U.S.A."), which CSL styles print with strip-periods.
  if (!element.dotAfterAbbreviations) return short.replace(/\./g, '');
  const fullWords = new Set((full ?? '').toLowerCase().split(/[^\p{L}]+/u));
  // A word is abbreviated when it is not a whole word of the full title ("Am" for "American", not "Nature").
  return short
    .split(' ')
    .map((word) => (/^\p{L}+$/u.test(word) && !fullWords.has(word.toLowerCase()) ? `${word}.` : word))
    .join(' ');
}
