import type { AbbreviationTable } from './abbreviation-table.ts';

// A word closed by a full stop: "Chem.", "Lett.", "U.S.A." (letters, hyphens and inner dots).
const DOTTED_WORD = /^\p{L}[\p{L}.-]*\.$/u;

/**
 * Whether a journal title is already an ISO-style abbreviation ("J. Am. Chem. Soc.", "Geophys. Res. Lett.",
 * "Phys. Rev. A", "Cell Rep."): more than half of its words end with a full stop and are no title word the NLM
 * table abbreviates (half will do when the last word is one). A full title with a stop between parts ("Nature
 * reviews. Cancer", "Ganka. Ophthalmology", "ACM transactions on mathematical software. Association for
 * Computing Machinery") or the catalogue's " : " is not one. Such titles are kept word for word: ". " between
 * abbreviated words is never the start of a subtitle.
 */
export function isDottedAbbreviation(title: string, words: AbbreviationTable['words']): boolean {
  if (/\s:\s/.test(title)) return false;
  const all = title.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const isDotted = (word: string) =>
    DOTTED_WORD.test(word) && words[word.replace(/\./g, '').toLowerCase()] === undefined;
  const dotted = all.filter(isDotted).length;
  const last = all.at(-1);
  return dotted * 2 > all.length || (dotted * 2 === all.length && last !== undefined && isDotted(last));
}

/**
 * An abbreviation without full stops, as CSL's strip-periods prints it: "J. Am. Chem. Soc." → "J Am Chem Soc",
 * "U.S.A." → "USA"; a stop between two words written without a space ("J.Am.") becomes the space.
 */
export function stripAbbreviationDots(abbreviation: string): string {
  return abbreviation
    .replace(/\.(?=\p{Lu}\p{Ll})/gu, ' ')
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
