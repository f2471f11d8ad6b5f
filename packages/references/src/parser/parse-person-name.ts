import type { CslName } from '@galley/contracts';

// "J", "JA", "J.A.", "J. A.", "J.-P.", "M-C", "Ch." — what reference lists print for given names.
// "Z.-i." (a lower-case second part) too, as Japanese and Chinese names are often printed.
const INITIALS = /^(?:\p{Lu}{1,3}|(?:\p{Lu}\.?-?){1,4}|(?:\p{Lu}\p{Ll}\.-?){1,2}|\p{Lu}\.?-\p{L}\.?)$/u;
const SUFFIX = /^(?:Jr|Sr|II|III|IV|2nd|3rd|4th)\.?,?$/;
const PARTICLE = /^(?:van|von|der|den|de|del|della|di|da|dos|du|la|le|ter|ten|al|el|bin|ibn|st\.?)$/i;
const ODD_SPACE = /\s\s|[^\S ]/;
const AND = /^and/i;
const COLLECTIVE =
  /\b(?:group|consortium|committee|association|society|organi[sz]ation|collaborat\w*|network|investigators|team|council|institute|working party|alliance|foundation|study|centers?|centres?|agency|department|ministry|board|office|commission|programme|program|panel|initiative|federation|college|academy|project|registry|trialists)\b/i;

/** Whether a piece is a name suffix ("Jr", "III"), which lists print as a piece of its own: "Otvos L, Jr". */
export function isNameSuffix(text: string): boolean {
  return SUFFIX.test(text.trim());
}

/** Whether a piece of an author list is only initials ("J. A.", "JA") — the given part of "Smith, J. A.". */
export function isInitials(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length <= 4 && words.every((word) => INITIALS.test(word) || SUFFIX.test(word));
}

/**
 * One printed person name → CSL: "Smith JA" and "Smith J. A." (family first), "J. A. Smith" (initials first),
 * "John A. Smith" (given names first), "Smith JA Jr"; organisations become `literal`.
 */
export function parsePersonName(text: string): CslName {
  // Each rewrite only where it applies: a test is cheaper than a replace that copies, and most names need none.
  let value = ODD_SPACE.test(text) ? text.replace(/\s+/g, ' ') : text;
  // "Diamond M.I.." (the list's full stop after the initials' own) and typographic hyphens ("Yu G‐Q").
  if (value.includes('..')) value = value.replace(/\.{2,}/g, '.');
  if (value.includes('‐') || value.includes('‑')) value = value.replace(/[‐‑]/g, '-');
  value = value.replace(/^[^\p{L}]+|[\s,;:]+$/gu, '');
  if (value.startsWith('&') || AND.test(value)) value = value.replace(/^(?:and|&)\s+/i, '');
  if (!value) return {};
  // "Smith, J. A." (a semicolon-separated list keeps the comma inside each name).
  const comma = /^([^,]+),\s*([^,]+?)(?:,\s*(Jr|Sr|II|III|IV|2nd|3rd)\.?)?$/.exec(value);
  if (comma?.[1] && comma[2] && !COLLECTIVE.test(value)) {
    const name: CslName = { family: comma[1], given: tidyGiven(comma[2]) };
    return comma[3] ? { ...name, suffix: comma[3] } : name;
  }
  const words = value.split(' ');
  const suffixAt = words.findIndex((word, index) => index > 0 && SUFFIX.test(word));
  let suffix: string | undefined;
  if (suffixAt > 0) {
    suffix = (words[suffixAt] ?? '').replace(/[.,]$/, '');
    words.splice(suffixAt, 1);
  }
  if (COLLECTIVE.test(value) || (words.length > 4 && !words.some((word) => INITIALS.test(word)))) {
    return { literal: value.replace(/\.$/, '') };
  }
  let tail = words.length;
  while (tail > 1 && INITIALS.test(words[tail - 1] ?? '')) tail--;
  if (tail < words.length) {
    return withSuffix(
      { family: words.slice(0, tail).join(' '), given: tidyGiven(words.slice(tail).join(' ')) },
      suffix,
    );
  }
  let head = 0;
  while (head < words.length - 1 && INITIALS.test(words[head] ?? '')) head++;
  if (head > 0)
    return withSuffix({ family: words.slice(head).join(' '), given: words.slice(0, head).join(' ') }, suffix);
  // Initials glued to the family name, as some lists print them: "LeeJH", "WangHY".
  const glued = words.length === 1 ? /^(\p{Lu}\p{Ll}+)(\p{Lu}{1,3})\.?$/u.exec(value) : null;
  if (glued?.[1] && glued[2]) return withSuffix({ family: glued[1], given: glued[2] }, suffix);
  // "De Strooper", "van Dorpe", "de la Monte": a name that starts with a particle is all family name.
  if (words.length === 1 || PARTICLE.test(words[0] ?? ''))
    return withSuffix({ family: value.replace(/\.$/, '') }, suffix);
  let familyStart = words.length - 1;
  while (familyStart > 1 && PARTICLE.test(words[familyStart - 1] ?? '')) familyStart--;
  return withSuffix(
    {
      family: words.slice(familyStart).join(' ').replace(/\.$/, ''),
      given: words.slice(0, familyStart).join(' '),
    },
    suffix,
  );
}

// A module function, not a closure per call: loaders that keep function names (tsx) wrap every closure.
function withSuffix(name: CslName, suffix: string | undefined): CslName {
  return suffix ? { ...name, suffix } : name;
}

/** "JA." → "JA": a full stop after undotted initials is the list's punctuation, not the name's. */
function tidyGiven(given: string): string {
  return /^\p{Lu}+\.$/u.test(given) ? given.slice(0, -1) : given;
}
