import type { FieldComparison } from '@galley/contracts';
import { editDistance, matchWords, sameWordWithTypo } from './match-text.ts';
import { titleWords } from './title-similarity.ts';

type Agreement = FieldComparison['agreement'];

/** Title similarity from which a title counts as the same (typos, British spelling, a dropped word). */
export const SAME_TITLE = 0.9;
/** …and as close (a changed word or two: cited loosely, but recognisably this paper's title). */
export const CLOSE_TITLE = 0.75;

// Words whose change never changes what a title says.
const STOPWORDS = new Set(
  'a an the of in on for and or to with by at from as is are was were be been its it their his her our this that these those between among into via vs versus using after during within without about than than through under over not no new'.split(
    ' ',
  ),
);

export interface TitleAgreement {
  /** Word-level Dice, typos counting as the same word (see titleSimilarity). */
  similarity: number;
  agreement: Agreement;
  /** Content words of the cited title that replace words of the record's title (a swap, not a typo). */
  swapped: string[];
}

/**
 * How a cited title agrees with the record's: the same only when every word the two do not share is a stopword or
 * a typo of the other's (typos are already paired by the similarity), or when the citation merely drops words.
 * A content word put in place of another is a different title — close when one word changed, different when two
 * or more did or when the changed word is the subject (a proper name such as Alzheimer/Parkinson, or a number).
 */
export function titleAgreement(cited: string, record: string): TitleAgreement {
  const citedWords = titleWords(cited);
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
  return { similarity, agreement, swapped: citedContent };
}

function unmatched(a: string[], b: string[]) {
  const total = a.length + b.length;
  if (a.length === 0 || b.length === 0) return { similarity: 0, citedExtra: a, recordExtra: b, total: 0 };
  if (a.join('') === b.join('')) return { similarity: 1, citedExtra: [], recordExtra: [], total };
  const unused = [...b];
  const citedExtra: string[] = [];
  for (const word of a) {
    let at = unused.indexOf(word);
    if (at < 0) at = unused.findIndex((other) => sameWordWithTypo(word, other));
    if (at >= 0) unused.splice(at, 1);
    else citedExtra.push(word);
  }
  const matched = a.length - citedExtra.length;
  return { similarity: (2 * matched) / total, citedExtra, recordExtra: unused, total };
}

function content(words: string[]): string[] {
  return words.filter((word) => !STOPWORDS.has(word) && !/^[a-z]$/.test(word));
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

/** A letter dropped or added in a word of five letters or more, counting the longer ("Jkob"/"Jakob"). */
function droppedLetter(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) !== 1 || Math.max(a.length, b.length) < 5 || /\d/.test(a + b))
    return false;
  return editDistance(a, b, 1) <= 1;
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

function sameStem(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  if (shorter < 4) return false;
  let common = 0;
  while (common < shorter && a[common] === b[common]) common += 1;
  return common === shorter || common >= 5;
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
