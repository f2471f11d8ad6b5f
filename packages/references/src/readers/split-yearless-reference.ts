// A reference without a year is rare (a talk, a web page, software, an undated classic: a few in a hundred), so in
// a wrapped list a break that would leave the reference before it without one counts against a new reference
// (split-year-evidence.ts). That counts for less where the other reading is rarer still: the text before ends as
// a reference does (a full stop, pages, a publisher), the line starts with an author list ("Forsyth, C. H., …",
// "S. Amarasinghe and M. Lam. …"), and the text from it up to the next sure start runs over two lines or more — a
// reference of its own, not the last line of the one before (the place, publisher and year a book's reference ends
// with: "Englewood Cliffs, NJ: Prentice-Hall, 1966.").
import { endEvidence, startEvidence } from './split-boundary-evidence.ts';

// endEvidence of a finished sentence; startEvidence of a surname with its initials, or a surname and given name.
const FINISHED = 1;
// More than an author list before the break: a sentence ended inside it, not after an initial ("Zhang. Comparison",
// "Brigge. Vol. 6"; not "Hanon O, I. European Alzheimer's Disease Initiative." / "de Pancorbo MM, …").
const INNER_SENTENCE_END = /(?<!(?:^|[\s.,(-])\p{Lu})[.?!][”"’)]?\s+[\p{Lu}"“‘«(]/u;
// A journal's abbreviated name reads as initials and a surname ("Am. J. Physiol. Gastrointest."): dotted words,
// one of three letters or more.
const BROKEN_OFF = /[,;:&(\-–]\s*$/;
const DOTTED_WORDS = /^(?=(?:\p{Lu}\p{L}*\.\s?){2})(?:\p{Lu}\p{L}*\.\s?)*\p{Lu}\p{L}{2,}\./u;
const AUTHOR_LIST = 3;
const MIN_LINES_AHEAD = 2;
// Takes back most of the year's evidence (-2.5): a yearless reference is some 4 times likelier than an author
// list in mid-reference right after a finished sentence.
const YEARLESS_RELIEF = 1.5;

/** For each of the non-empty lines `indexes`, how many non-empty lines from it up to the next sure start. */
export function linesAhead(indexes: number[], sure: (index: number) => boolean): Int32Array {
  // Filled from the end: a typed array, not an array that holes would turn into a dictionary.
  const ahead = new Int32Array((indexes[indexes.length - 1] ?? -1) + 1);
  let following = 0;
  for (let position = indexes.length - 1; position >= 0; position--) {
    const index = indexes[position] ?? 0;
    const next = indexes[position + 1];
    ahead[index] = 1 + (next !== undefined && !sure(next) ? following : 0);
    following = ahead[index] ?? 0;
  }
  return ahead;
}

/**
 * Evidence (≥ 0) taking back part of the missing year's, for a break where the text before (`tail`, without a
 * year) is finished and `line`, followed by `ahead` lines up to the next sure start, starts with an author list.
 */
export function yearlessReferenceEvidence(tail: string, line: string, ahead: number): number {
  // Cheapest first: a 1 MB paste asks at every line.
  if (ahead < MIN_LINES_AHEAD || BROKEN_OFF.test(tail.slice(-2))) return 0;
  if (endEvidence(tail) < FINISHED || startEvidence(line) < AUTHOR_LIST) return 0;
  return DOTTED_WORDS.test(line.trim()) || !INNER_SENTENCE_END.test(tail) ? 0 : YEARLESS_RELIEF;
}
