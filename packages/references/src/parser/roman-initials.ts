import type { CslName } from '@galley/contracts';

// "Chen Q", "Souza JM": a family name and undotted initials, as Vancouver and PubMed print names.
const VANCOUVER_NAME = /^\p{Lu}[\p{L}'’-]+ \p{Lu}{1,3}$/u;
const ROMAN = /^(?:II|III|IV|VI)$/;

/**
 * In a Vancouver list, "Murray IV" and "Kruman II" are initials (Ian V. Murray), not a suffix: PubMed prints a
 * suffix after the initials ("Smith JA 3rd"), never in their place. The returned function mends a name parsed
 * alone; elsewhere ("Stewart III, Charles") the suffix stays. A list is Vancouver's when half its names are.
 */
export function romanInitials(pieces: string[]): (name: CslName) => CslName {
  const names = pieces.map((piece) => piece.trim()).filter(Boolean);
  const vancouver = names.filter((piece) => VANCOUVER_NAME.test(piece)).length * 2 >= names.length;
  return (name) => {
    if (!vancouver || name.given || !name.family || !name.suffix || !ROMAN.test(name.suffix)) return name;
    return { family: name.family, given: name.suffix };
  };
}
