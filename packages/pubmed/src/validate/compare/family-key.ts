import type { CslName } from '@galley/contracts';
import { matchWords } from './match-text.ts';

// Particles print in some styles and not in others ("van der Berg", "Berg", "in 't Veld"), so they never
// decide a match.
const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'di',
  'da',
  'du',
  'dos',
  'das',
  'la',
  'le',
  'ten',
  'ter',
  'zu',
  'al',
  'el',
  'bin',
  'in',
  't',
]);

/** A name's comparison key: the family name without diacritics, particles, hyphens or spaces; collectives whole. */
export function familyKey(name: CslName): string {
  if (name.literal) return matchWords(name.literal).join('');
  const words = matchWords(name.family ?? '');
  const kept = words.filter((word) => !PARTICLES.has(word));
  return (kept.length > 0 ? kept : words).join('');
}

/**
 * The separate words of a compound family name ("Carneiro Pereira", "García Montero"), particles aside: styles
 * and parsers often keep only one of them ("Pereira AL"). Empty for one-word names and collectives.
 */
export function familyParts(name: CslName): string[] {
  if (name.literal) return [];
  const kept = matchWords(name.family ?? '').filter((word) => !PARTICLES.has(word));
  return kept.length > 1 ? kept.filter((word) => word.length >= 4) : [];
}
