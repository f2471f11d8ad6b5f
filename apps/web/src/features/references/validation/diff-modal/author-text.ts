import type { CslName } from '@galley/contracts';

/** "van Gogh V" — a name as the parse stores it: particle, family and given exactly as read. */
export function nameAsStored(name: CslName): string {
  if (name.literal) return name.literal;
  const family = [name['non-dropping-particle'], name.family].filter(Boolean).join(' ');
  return [family, name.given].filter(Boolean).join(' ');
}

/**
 * Initials of a given name, every one kept: "Claudia H" → "CH", "CH" → "CH", "C. H." → "CH",
 * "Jean-Pierre" → "JP". A short all-capitals word is already initials ("RC"), not a name.
 */
export function initialsOf(given: string | undefined): string {
  return (given ?? '')
    .split(/[\s.\-‐‑–]+/u)
    .filter(Boolean)
    .map((word) => (/^\p{Lu}{1,3}$/u.test(word) ? word : (word[0]?.toUpperCase() ?? '')))
    .join('');
}

/** "Kawas CH" — a PubMed record's name the way PubMed prints it. */
export function nameWithInitials(name: CslName): string {
  if (name.literal) return name.literal;
  const family = [name['non-dropping-particle'], name.family].filter(Boolean).join(' ');
  return [family, initialsOf(name.given)].filter(Boolean).join(' ');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether the checker's text for a list of names is its plain rendering of those names (family and one
 * letter per word of the given name, which loses initials written together: "CH" → "C"), rather than
 * something else it put there (names found printed in the reference string when the parse missed them).
 */
export function isCheckerNameText(text: string, names: readonly CslName[] | undefined): boolean {
  if (!names?.length) return false;
  const pattern = names
    .map((name) => {
      if (name.literal) return escapeRegExp(name.literal);
      const family = (name.family ?? '').trim();
      return family ? `${escapeRegExp(family)}(?: [A-Z0-9]+)?` : '[A-Z0-9]*';
    })
    .join(', ');
  return new RegExp(`^${pattern}$`, 'u').test(text);
}
