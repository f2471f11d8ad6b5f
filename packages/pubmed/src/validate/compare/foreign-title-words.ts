import { alignAbbreviations } from './abbreviations.ts';
import { editDistance, sameWordWithTypo } from './match-text.ts';
import { REFERENCE_FURNITURE } from './reference-furniture.ts';
import { titleWords } from './title-similarity.ts';
import { TITLE_STOPWORDS } from './title-stopwords.ts';
import { droppedLetter, sameStem, spellingKey } from './word-forms.ts';

/**
 * Cited content words the record's title does not explain, from which the cited title may be another title: one
 * may be a slip of the author's, and stays close at best.
 */
export const FOREIGN_WORDS = 2;

type Pairing = (cited: string, record: string) => boolean;

// From the strictest to the loosest, so a loose pairing never takes a word an exact one needed.
const PAIRINGS: Pairing[] = [
  (a, b) => a === b,
  (a, b) => spellingKey(a) === spellingKey(b) || sameWordWithTypo(a, b),
  (a, b) => sameStem(a, b) || droppedLetter(a, b),
  // A slip in a short word ("wtih", "rta"): one edit, letters only.
  (a, b) => a.length >= 3 && b.length >= 3 && /^[a-z]+$/.test(a + b) && editDistance(a, b, 1) <= 1,
];

export interface ForeignWords {
  /** Content words of the cited title the record's title does not explain, in cited order. */
  words: string[];
  /** How many of them come after the last explained word, or before the first: an added tail or head. */
  atEnds: number;
  /** Share of the cited title's content words the record's title explains (0..1; 1 when it has none). */
  citedCoverage: number;
  /** Share of the record title's content words the cited title prints (0..1; 1 when it has none). */
  recordCoverage: number;
}

/**
 * The content words of a cited title that the record's whole title does not explain: words of another paper, or
 * invented. Explained are the record's words up to a typo, a word form, a British/American spelling, a Roman
 * numeral, a repetition, a compound written apart or together ("long-term"/"longterm", "GABA(B)R1a"/"GABABR1a")
 * and an abbreviation either way ("BDNF" for "brain-derived neurotrophic factor"); stopwords, single letters,
 * numbers and reference furniture ("[see comments]") say nothing, and `elsewhere` holds words other fields of
 * the record explain (a parser may read the journal or the authors into the title).
 */
export function foreignTitleWords(
  cited: string,
  record: string,
  elsewhere: ReadonlySet<string> = new Set(),
): ForeignWords {
  const citedWords = alignAbbreviations(cited, record);
  const recordWords = titleWords(record);
  const explained = citedWords.map(() => false);
  const free = recordWords.map(() => true);
  for (const pairs of PAIRINGS) {
    citedWords.forEach((word, i) => {
      if (explained[i]) return;
      const at = recordWords.findIndex((other, j) => free[j] && pairs(word, other));
      if (at < 0) return;
      explained[i] = true;
      free[at] = false;
    });
  }
  // Where the record's words stand in the citation; a repeated word explains itself but stands for nothing.
  const anchors = [...explained];
  citedWords.forEach((word, i) => {
    if (explained[i]) return;
    const next = citedWords[i + 1] ?? '';
    const joined = next !== '' && recordWords.includes(word + next);
    anchors[i] = joined || inCompound(word, recordWords);
    explained[i] = anchors[i] || recordWords.some((other) => spellingKey(other) === spellingKey(word));
    if (joined) [explained[i + 1], anchors[i + 1]] = [true, true];
  });
  const counts = citedWords.map((word, i) => !explained[i] && !saysNothing(word, elsewhere));
  // The ends of what the record explains, by content words: a stopword ("in the …") anchors nothing.
  const ends = citedWords.map((word, i) => anchors[i] === true && !saysNothing(word));
  const first = ends.indexOf(true);
  const last = ends.lastIndexOf(true);
  const content = recordWords
    .map((word, j) => [word, free[j]] as const)
    .filter(([word]) => !saysNothing(word));
  const words = citedWords.filter((_, i) => counts[i]);
  const citedContent = citedWords.filter((word) => !saysNothing(word, elsewhere)).length;
  return {
    words,
    citedCoverage: citedContent ? 1 - words.length / citedContent : 1,
    atEnds:
      first < 0
        ? counts.filter(Boolean).length
        : counts.filter((on, i) => on && (i < first || i > last)).length,
    recordCoverage: content.length ? content.filter(([, open]) => !open).length / content.length : 1,
  };
}

function saysNothing(word: string, elsewhere: ReadonlySet<string> = new Set()): boolean {
  return (
    word.length < 2 ||
    /^\d+$/.test(word) ||
    TITLE_STOPWORDS.has(word) ||
    REFERENCE_FURNITURE.has(word) ||
    elsewhere.has(word)
  );
}

/** Part of a record word written as one ("GABABR1a" cited "GABA(B)R1a"): three characters or more. */
function inCompound(word: string, words: string[]): boolean {
  return word.length >= 3 && words.some((other) => other.length > word.length + 2 && other.includes(word));
}
