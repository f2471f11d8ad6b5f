import type { FieldComparison } from '@galley/contracts';
import { alignAbbreviations } from './abbreviations.ts';
import { FOREIGN_WORDS, foreignTitleWords } from './foreign-title-words.ts';
import { editDistance, matchWords, sameWordWithTypo } from './match-text.ts';
import { titleWords } from './title-similarity.ts';
import { TITLE_STOPWORDS } from './title-stopwords.ts';
import { droppedLetter, sameStem, spellingKey } from './word-forms.ts';

type Agreement = FieldComparison['agreement'];

/** Title similarity from which a title counts as the same (typos, British spelling, a dropped word). */
export const SAME_TITLE = 0.9;
/** …and as close (a changed word or two: cited loosely, but recognisably this paper's title). */
export const CLOSE_TITLE = 0.75;
/**
 * Two foreign words or more (see FOREIGN_WORDS) make the cited title another title when they are added at an end
 * (a made-up tail or subtitle after a real title's words, or a made-up head before them), when the citation prints
 * less than this share of the record's words (a real title's start with another ending), or when the record
 * explains less than this share of the cited words. Words scattered through a title that prints nearly all of the
 * record's are an earlier or later version of the paper's title: close at best.
 */
const MIN_RECORD_COVERAGE = 0.85;
const MIN_CITED_COVERAGE = 0.6;

export interface TitleAgreement {
  /** Word-level Dice, typos counting as the same word (see titleSimilarity). */
  similarity: number;
  agreement: Agreement;
  /** Content words of the cited title that replace words of the record's title (a swap, not a typo). */
  swapped: string[];
  /** Content words of the cited title the record's whole title does not explain (see foreignTitleWords). */
  foreign: string[];
}

/**
 * How a cited title agrees with the record's: the same only when every word the two do not share is a stopword or
 * a typo of the other's (typos are already paired by the similarity), or when the citation merely drops words.
 * A content word put in place of another is a different title — close when one word changed, different when two
 * or more did or when the changed word is the subject (a proper name such as Alzheimer/Parkinson, or a number).
 */
export function titleAgreement(
  cited: string,
  record: string,
  elsewhere?: ReadonlySet<string>,
): TitleAgreement {
  const citedWords = alignAbbreviations(cited, record);
  const whole = unmatched(citedWords, titleWords(record));
  const main = record.split(/:\s/)[0] ?? '';
  const mainWords = titleWords(main);
  const best =
    main !== record && mainWords.length >= 4
      ? [whole, unmatched(citedWords, mainWords)].sort((a, b) => b.similarity - a.similarity)[0]
      : whole;
  const { citedExtra, recordExtra, total } = best ?? whole;
  const [citedContent, recordContent] = withoutVariants(content(citedExtra), content(recordExtra));
  // Word forms count as shared words ("children" for "child").
  const variants = content(citedExtra).length - citedContent.length;
  const similarity = total > 0 ? (2 * (citedWords.length - citedExtra.length + variants)) / total : 0;
  const swaps = Math.min(citedContent.length, recordContent.length);
  const subject =
    swaps > 0 &&
    !nearlyEqualPair(citedContent, recordContent) &&
    (citedContent.some((word) => /^\d+$/.test(word)) ||
      recordContent.some((word) => /^\d+$/.test(word) || properNames(record).has(word)) ||
      citedContent.some((word) => properNames(cited).has(word)));
  let agreement: Agreement = similarity >= CLOSE_TITLE ? 'close' : 'different';
  if (similarity >= SAME_TITLE && citedContent.length === 0) agreement = 'same';
  else if (subject || swaps >= 2) agreement = 'different';
  // The record must explain the whole printed title, not only its start: a real title's first half with an
  // invented second half is not this paper's title, however much of the record it repeats.
  const foreign = foreignTitleWords(cited, record, elsewhere);
  if (
    foreign.words.length >= FOREIGN_WORDS &&
    (foreign.atEnds >= FOREIGN_WORDS ||
      foreign.recordCoverage < MIN_RECORD_COVERAGE ||
      foreign.citedCoverage < MIN_CITED_COVERAGE)
  )
    agreement = 'different';
  return { similarity, agreement, swapped: citedContent, foreign: foreign.words };
}

function unmatched(a: string[], b: string[]) {
  const total = a.length + b.length;
  if (a.length === 0 || b.length === 0) return { similarity: 0, citedExtra: a, recordExtra: b, total: 0 };
  if (a.join('') === b.join('')) return { similarity: 1, citedExtra: [], recordExtra: [], total };
  const unused = [...b];
  const citedExtra: string[] = [];
  for (const word of a) {
    let at = unused.indexOf(word);
    if (at < 0) at = unused.findIndex((other) => sameWordWithTypo(word, other) || sameSpelling(word, other));
    if (at >= 0) unused.splice(at, 1);
    else citedExtra.push(word);
  }
  const matched = a.length - citedExtra.length;
  return { similarity: (2 * matched) / total, citedExtra, recordExtra: unused, total };
}

function content(words: string[]): string[] {
  return words.filter((word) => !TITLE_STOPWORDS.has(word) && !/^[a-z]$/.test(word));
}

/** Drops pairs that are forms of one word ("child"/"children", "analysis"/"analyses", "random"/"randomized"). */
function withoutVariants(cited: string[], record: string[]): [string[], string[]] {
  const left = [...record];
  const kept = cited.filter((word) => {
    const at = left.findIndex((other) => sameStem(word, other) || droppedLetter(word, other));
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
  return [kept, left];
}

/** One word for one, within one edit ("CSF"/"CSR", "C9ORF72"/"C90RF72"): a slip, whatever it names. */
function nearlyEqualPair(cited: string[], record: string[]): boolean {
  const [a, b] = [cited[0], record[0]];
  return (
    cited.length === 1 &&
    record.length === 1 &&
    a !== undefined &&
    b !== undefined &&
    editDistance(a, b, 1) <= 1
  );
}

/**
 * Names written with a capital inside the title (Alzheimer, Parkinson, Lima): names of the subject. Acronyms
 * are left out (a citation may spell "CSF" out), and a title written in title case gives none, since there every
 * word is capitalised.
 */
function properNames(title: string): Set<string> {
  const raw = title.split(/\s+/).slice(1);
  const capitalised = raw.filter((word) => /^[^\p{L}]*\p{Lu}/u.test(word));
  if (capitalised.length * 2 > raw.length) return new Set();
  const names = capitalised.filter((word) => /^[^\p{L}]*\p{Lu}\p{Ll}/u.test(word));
  return new Set(names.flatMap((word) => matchWords(word)));
}

/** British and American spellings, Roman and Arabic numerals ("sulphate"/"sulfate", "II"/"2"). */
function sameSpelling(a: string, b: string): boolean {
  return spellingKey(a) === spellingKey(b);
}
