import type { CslItem, JournalElement } from '@galley/contracts';
import { abbreviateJournal, isAbbreviatedJournal } from '../../journals/abbreviate-journal.ts';
import { stripAbbreviationDots } from '../../journals/is-dotted-abbreviation.ts';
import { cslTitleCase } from '../../text-case/csl-title-case.ts';

const JOURNAL_TYPES = new Set(['article-journal', 'article-magazine', 'review', 'review-book']);

/** The journal (container) title, abbreviated from the NLM list when asked, with ISO dots when asked. */
export function renderJournal(item: CslItem, element: JournalElement): string | undefined {
  const full = item['container-title']?.trim();
  // Title case is English typography: CSL processors leave titles in other languages as they are.
  const english = !item.language || /^en/i.test(item.language);
  // Only a journal's name is abbreviated: a web site (issue 18), a book a chapter is in, proceedings, a newspaper
  // print their names whole, as CSL processors do ("Issues in Bantu Tonology", not "Issues Bantu Tonology").
  if (!element.useAbbreviation || !JOURNAL_TYPES.has(item.type)) {
    return full && element.titleCase && english
      ? cslTitleCase(full)
      : (full ?? item['container-title-short']);
  }
  const given = item['container-title-short']?.trim();
  // A container title that is itself an ISO abbreviation ("J. Am. Chem. Soc.") is printed word for word: with
  // its full stops where the style wants them, without them (NLM's "J Am Chem Soc") where not.
  const dotted = full && !given && isAbbreviatedJournal(full) ? full.replace(/\s+/g, ' ') : undefined;
  if (dotted) return element.dotAfterAbbreviations ? dotted : stripAbbreviationDots(dotted);
  const short = given || (full ? abbreviateJournal(full) : undefined);
  if (!short) return undefined;
  // NLM abbreviations have no full stops; some records carry ISO forms with them ("Arch. Biochem. Biophys.",
  // "U.S.A."), which CSL styles print with strip-periods.
  if (!element.dotAfterAbbreviations) return stripAbbreviationDots(short);
  const fullWords = new Set((full ?? '').toLowerCase().split(/[^\p{L}]+/u));
  // A word is abbreviated when it is not a whole word of the full title ("Am" for "American", not "Nature").
  return short
    .split(' ')
    .map((word) => (/^\p{L}+$/u.test(word) && !fullWords.has(word.toLowerCase()) ? `${word}.` : word))
    .join(' ');
}
