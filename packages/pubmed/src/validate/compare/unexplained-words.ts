import type { CslItem } from '@galley/contracts';
import { matchWords } from './match-text.ts';
import { otherFieldWords } from './other-field-words.ts';
import { REFERENCE_FURNITURE } from './reference-furniture.ts';
import { withoutIdentifiers } from './without-identifiers.ts';

/**
 * Words of the reference string that no field of the record explains (its title, authors, journal forms),
 * ignoring numbers, short words, identifiers and the usual furniture. When the parser found no title, a string
 * with several such words still prints a title — one that is not this record's.
 */
export function unexplainedWords(source: string | undefined, record: CslItem): string[] {
  const explained = new Set([...matchWords(record.title), ...otherFieldWords(record)]);
  return matchWords(withoutIdentifiers(source)).filter(
    (word) =>
      word.length >= 4 && /^[a-z]+$/.test(word) && !REFERENCE_FURNITURE.has(word) && !explained.has(word),
  );
}
