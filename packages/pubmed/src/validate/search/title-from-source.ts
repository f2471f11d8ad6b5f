import type { CslItem } from '@galley/contracts';

// "Jonsson T," "Smith JA," "Lee S-H;": one author of a list.
const AUTHOR = /\b\p{Lu}[\p{L}'’-]+,? (?:\p{Lu}{1,3}|\p{Lu}\.(?: ?\p{Lu}\.)*)[,;]/gu;

/**
 * The parsed title, or when the parser found none, the string's longest sentence that is not an author list
 * (six words or more). Used to search for candidates only: a candidate's title then has to be printed in the
 * string word for word to count (see printedInSource), so a wrong guess can cost a match but never make one.
 */
export function titleFromSource(item: CslItem): string | undefined {
  if (item.title) return item.title;
  return sourceSentences(item.source)
    .filter((sentence) => sentence.split(/\s+/).length >= 6)
    .sort((a, b) => b.length - a.length)[0];
}

/** The string's sentences that are not author lists: where a title can be. */
export function sourceSentences(source: string | undefined): string[] {
  return (source ?? '')
    .split(/(?<=[.?!])\s+(?=[\p{Lu}\d])/u)
    .map((sentence) => sentence.trim().replace(/\.$/, ''))
    .filter((sentence) => (sentence.match(AUTHOR)?.length ?? 0) < 2);
}
