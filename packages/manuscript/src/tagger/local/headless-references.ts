import type { Paragraph } from '@galley/contracts';
import { headingLike } from '../heading-like.ts';
import { filledNeighbour } from './heading-after.ts';
import type { LocalTagging } from './local-tagging.ts';

// "[1] L. Lu, … Nat. Photonics 8, 821 (2014)." or "1. Piercy KL, … JAMA. 2018;320:2020-2028.": a numbered entry
// that names a year.
const ENTRY = /^\s*(?:\[(\d{1,3})\]|(\d{1,3})[.)])\s+\S/u;
const YEAR = /(?<!\d)(?:1[6-9]|20)\d{2}[a-z]?(?!\d)/u;

// "Barton, K. (2015) MuMIn …", "Bates, D., Maechler, M. & …", "Smith AB, Jones C. … 2015;", "* Ahuja, J. K.
// (2016)" (a meta-analysis marks its studies), "(2019, November 6)": a surname, its initials (after a comma when
// dotted; never a Roman numeral, "Phase II."), and a year soon after.
const STUDY_MARK = /^\s*\*\s*/u;
const NAME_FIRST =
  /^\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?(?:,\s+(?:\p{Lu}\.[\s-]?){1,3}|\s+(?![IVX]+\.)\p{Lu}{1,3}[,.])/u;
const YEAR_SOON = /\(\s*(?:1[6-9]|20)\d{2}[a-z]?\s*[),]|[,.;]\s*(?:1[6-9]|20)\d{2}[a-z]?[.;,:]/u;
// How many author-year entries in a row, in alphabetical order, open a list.
const ALPHABETICAL_RUN = 3;
// Sections an author-year list does not start inside: it comes after the discussion or the statements.
const BEFORE_DISCUSSION = new Set(['main.introduction', 'main.materials_and_methods', 'main.results']);

/** The entry's text without a meta-analysis's mark, when it reads as an author-year reference. */
function authorYearEntry(block: Paragraph): string | undefined {
  const text = block.text.replace(STUDY_MARK, '').trim();
  return NAME_FIRST.test(text) && YEAR_SOON.test(text.slice(0, 200)) ? text : undefined;
}

function entryNumber(text: string): number | undefined {
  const match = ENTRY.exec(text);
  if (!match || !YEAR.test(text)) return undefined;
  return Number(match[1] ?? match[2]);
}

/**
 * A reference list with no heading of its own (REVTeX and some journals set none; an author who typed none): past
 * the main text, entry 1 followed by entry 2, each numbered and naming a year, starts it — or, after the results,
 * three author-year entries in a row, in alphabetical order — unless a heading right above names another list
 * ("Notes": a humanities article's endnotes look the same; "References marked with an asterisk …" names this one).
 */
export function startsHeadlessReferences(state: LocalTagging, paragraph: Paragraph): boolean {
  if (!state.seenCore) return false;
  const entry = authorYearEntry(paragraph);
  if (entryNumber(paragraph.text) !== 1 && entry === undefined) return false;
  const at = state.blocks.indexOf(paragraph);
  if (!numberedStart(state, paragraph, at) && !alphabeticalStart(state, entry, at)) return false;
  const previous = filledNeighbour(state.blocks, at, -1);
  const above = previous?.type === 'paragraph' ? headingLike(previous) : undefined;
  return !above || (above.target?.kind === 'step' && above.target.step === 'back.references');
}

function numberedStart(state: LocalTagging, paragraph: Paragraph, at: number): boolean {
  if (entryNumber(paragraph.text) !== 1) return false;
  const next = filledNeighbour(state.blocks, at, 1);
  return next?.type === 'paragraph' && entryNumber(next.text) === 2;
}

function alphabeticalStart(state: LocalTagging, first: string | undefined, at: number): boolean {
  if (state.lastTop && BEFORE_DISCUSSION.has(state.lastTop)) return false;
  let previous = first;
  let position = at;
  for (let seen = 1; previous !== undefined && seen < ALPHABETICAL_RUN; seen++) {
    const next = filledNeighbour(state.blocks, position, 1);
    const entry = next?.type === 'paragraph' ? authorYearEntry(next) : undefined;
    if (!next || entry === undefined || entry.localeCompare(previous, 'en', { sensitivity: 'base' }) < 0)
      return false;
    position = state.blocks.indexOf(next);
    previous = entry;
  }
  return previous !== undefined;
}
