import { editDistance } from './match-text.ts';

/**
 * Two family-name keys that are the same up to a slip of the fingers, allowing edits relative to the length: one
 * insertion, deletion, substitution or transposition once the longer name has five letters ("Kres" for Kress,
 * "Hrady" for Hardy), two from ten. Four-letter names never differ by a substituted letter ("Wang" / "Yang" are
 * two people), and a name is never shortened below four letters.
 */
export function sameNameWithTypo(a: string, b: string): boolean {
  if (a === b) return true;
  if (/\d/.test(a) || /\d/.test(b)) return false;
  const shorter = Math.min(a.length, b.length);
  const longer = Math.max(a.length, b.length);
  if (shorter < 4 || longer < 5) return false;
  const limit = shorter >= 10 ? 2 : 1;
  return editDistance(a, b, limit) <= limit;
}
