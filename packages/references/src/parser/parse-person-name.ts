import type { CslName } from '@galley/contracts';

// "J", "JA", "J.A.", "J. A.", "J.-P.", "M-C", "Ch." — what reference lists print for given names.
// "Z.-i." (a lower-case second part) too, as Japanese and Chinese names are often printed.
const INITIALS = /^(?:\p{Lu}{1,3}|(?:\p{Lu}\.?-?){1,4}|(?:\p{Lu}\p{Ll}\.-?){1,2}|\p{Lu}\.?-\p{L}\.?)$/u;
const SUFFIX = /^(?:[Jj]r|[Ss]r|II|III|IV|2nd|3rd|4th)\.?,?$/;
const PARTICLE = /^(?:van|von|der|den|de|del|della|di|da|dos|du|la|le|ter|ten|al|el|bin|ibn|st\.?)$/i;
const UNDOTTED_INITIALS = /^\p{Lu}+\.$/u;
const TRAILING = /[\s,;:&([]/;
// Dutch and Portuguese names print many initials undotted: "Bergman JJGHM" (after a family name in lower case,
// with one vowel at most: "Daniel BRAUN" is a family name in capitals).
const LONG_INITIALS = /^\p{Lu}{4,5}$/u;
const LOWER = /\p{Ll}/u;
const AND = /^and/i;
// White space other than single spaces: what `.replace(/\s+/g, ' ')` would change.
const ODD_SPACE = /\s\s|[^\S ]/;
const COMMA_NAME = /^([^,]+),\s*([^,]+?)(?:,\s*(Jr|Sr|II|III|IV|2nd|3rd)\.?)?$/;
const LETTER = /\p{L}/uy;
/** Words of organisations' and groups' names: such a name is a `literal`, never split into a person's parts. */
export const COLLECTIVE =
  /\b(?:group|consortium|committee|association|society|organi[sz]ation|collaborat\w*|network|investigators|team|council|institute|working party|alliance|foundation|study|centers?|centres?|agency|department|ministry|board|office|commission|programme|program|panel|initiative|federation|college|academy|project|registry|trialists|health|services?|government|universit(?:y|ies)|hospitals?|national|statistics|bureau|authority|administration|corporation|inc|ltd|plc|gmbh|nhs|unicef|unesco|oecd|guidelines?|strategy)\b/i;
// A body's acronym before more of its name: "NHS England", "WHO Regional Office for Europe", "CDC Atlanta".
// Three capitals or more undotted are no person's initials when a written word follows (initials come after the
// family name in the lists that print them undotted: "Smith JAM"; "BURBERRY A" is a family name in capitals).
const ACRONYM_FIRST = /^\p{Lu}{3,}\s+\p{Lu}\p{Ll}/u;

/** Whether a piece is a name suffix ("Jr", "III"), which lists print as a piece of its own: "Otvos L, Jr". */
export function isNameSuffix(text: string): boolean {
  return SUFFIX.test(text.trim());
}

/** Whether a piece of an author list is only initials ("J. A.", "JA") — the given part of "Smith, J. A.". */
export function isInitials(text: string): boolean {
  const trimmed = text.trim();
  const words = ODD_SPACE.test(trimmed) ? trimmed.split(/\s+/) : spaceSeparated(trimmed);
  return words.length <= 4 && words.every((word) => INITIALS.test(word) || SUFFIX.test(word));
}

/**
 * Whether a piece of several words holds no initials (particles such as "St." aside): "Kung De Aburto",
 * "St. George-Hyslop" — in a "Family, J. A." list, a family name of more than one word.
 */
export function isWordsOnly(text: string): boolean {
  const words = spaceSeparated(withoutEdgePunctuation(text));
  return words.length > 1 && words.every((word) => PARTICLE.test(word) || !INITIALS.test(word));
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
  value = withoutEdgePunctuation(value);
  if (value.startsWith('&') || AND.test(value)) value = value.replace(/^(?:and|&)\s+/i, '');
  if (!value) return {};
  // "Smith, J. A." (a semicolon-separated list keeps the comma inside each name).
  const comma = value.includes(',') ? COMMA_NAME.exec(value) : null;
  if (comma?.[1] && comma[2] && !COLLECTIVE.test(value)) {
    const name: CslName = { family: comma[1], given: tidyGiven(comma[2]) };
    return comma[3] ? { ...name, suffix: comma[3] } : name;
  }
  const words = spaceSeparated(value);
  let suffixAt = -1;
  for (let index = 1; index < words.length && suffixAt < 0; index++)
    if (SUFFIX.test(words[index] as string)) suffixAt = index;
  let suffix: string | undefined;
  if (suffixAt > 0) {
    suffix = (words[suffixAt] ?? '').replace(/[.,]$/, '');
    words.splice(suffixAt, 1);
  }
  if (
    COLLECTIVE.test(value) ||
    ACRONYM_FIRST.test(value) ||
    (words.length > 4 && !words.some((word) => INITIALS.test(word)))
  ) {
    return { literal: withoutFinalStop(value) };
  }
  let tail = words.length;
  const last = words[tail - 1] ?? '';
  if (tail > 1 && LONG_INITIALS.test(last) && LOWER.test(words[0] ?? '') && vowels(last) <= 1) tail--;
  while (tail > 1 && INITIALS.test(words[tail - 1] ?? '')) tail--;
  if (tail < words.length) {
    return withSuffix(
      // "Valotta. M.": a full stop typed for the comma after the family name is none of it.
      {
        family: joinWords(words, 0, tail).replace(TYPED_STOP, ''),
        given: tidyGiven(joinWords(words, tail, words.length)),
      },
      suffix,
    );
  }
  let head = 0;
  while (head < words.length - 1 && INITIALS.test(words[head] ?? '')) head++;
  if (head > 0)
    return withSuffix(
      { family: withoutFinalStop(joinWords(words, head, words.length)), given: joinWords(words, 0, head) },
      suffix,
    );
  // Initials glued to the family name, as some lists print them: "LeeJH", "WangHY".
  const glued = words.length === 1 ? /^(\p{Lu}\p{Ll}+)(\p{Lu}{1,3})\.?$/u.exec(value) : null;
  if (glued?.[1] && glued[2]) return withSuffix({ family: glued[1], given: glued[2] }, suffix);
  // "De Strooper", "van Dorpe", "de la Monte": a name that starts with a particle is all family name.
  // (The words, not the value: a suffix taken out above stays out of the family name, "Wimsatt Jr.".)
  if (words.length === 1 || PARTICLE.test(words[0] ?? ''))
    return withSuffix(
      { family: withoutFinalStop(suffix ? joinWords(words, 0, words.length) : value) },
      suffix,
    );
  let familyStart = words.length - 1;
  while (familyStart > 1 && PARTICLE.test(words[familyStart - 1] ?? '')) familyStart--;
  // "Ortega y Gasset", "Puig i Cadafalch": Spanish and Catalan join two family names with "y" / "i"; both are the
  // family name, in "José Ortega y Gasset" and alone before the given name ("Ortega y Gasset, José").
  if (familyStart > 1 && JOINED_FAMILY.test(words[familyStart - 1] ?? '')) familyStart -= 2;
  return withSuffix(
    {
      family: withoutFinalStop(joinWords(words, familyStart, words.length)),
      given: joinWords(words, 0, familyStart),
    },
    suffix,
  );
}

const JOINED_FAMILY = /^[yi]$/;

// A module function, not a closure per call: loaders that keep function names (tsx) wrap every closure.
function withSuffix(name: CslName, suffix: string | undefined): CslName {
  return suffix ? { ...name, suffix } : name;
}

/**
 * "JA." → "JA", "SILVA, José." → "José": a full stop after undotted initials or a whole given name is the
 * list's punctuation, not the name's ("Th.", "Wm." keep theirs).
 */
function tidyGiven(given: string): string {
  if (!given.endsWith('.')) return given;
  return UNDOTTED_INITIALS.test(given) || NAME_STOP.test(given) ? given.slice(0, -1) : given;
}

const NAME_STOP = /\p{Lu}\p{Ll}{2,}\.$/u;
// A full stop after a family name's last two small letters ("Valotta. M."), typed for a comma.
const TYPED_STOP = /(?<=\p{Ll}{2})\.$/u;

/**
 * The text without what precedes its first letter nor the white space, commas, semicolons, colons, ampersands and
 * opening brackets that end it: `value.replace(/^[^\p{L}]+|[\s,;:&([]+$/gu, '')` as a scan of the two ends, where the expression is tried
 * at every position of every name.
 */
function withoutEdgePunctuation(value: string): string {
  let start = 0;
  while (start < value.length) {
    const code = value.charCodeAt(start);
    if (code < 0x80) {
      if ((code | 32) >= 97 && (code | 32) <= 122) break;
      start++;
      continue;
    }
    LETTER.lastIndex = start;
    if (LETTER.test(value)) break;
    start += code >= 0xd800 && code <= 0xdbff && isLowSurrogate(value.charCodeAt(start + 1)) ? 2 : 1;
  }
  if (start >= value.length) return '';
  let end = value.length;
  while (end > start && TRAILING.test(value[end - 1] as string)) end--;
  return start === 0 && end === value.length ? value : value.slice(start, end);
}

// The three helpers below do what split(' '), slice().join(' ') and replace(/\.$/, '') do: on names, a few
// characters long, the loops take about half the time of the built-ins, and they run for every name parsed.

/** `text.split(' ')`. */
function spaceSeparated(text: string): string[] {
  const words: string[] = [];
  let start = 0;
  for (let at = text.indexOf(' '); at >= 0; at = text.indexOf(' ', at + 1)) {
    words.push(text.slice(start, at));
    start = at + 1;
  }
  words.push(text.slice(start));
  return words;
}

/** `words.slice(from, to).join(' ')`. */
function joinWords(words: readonly string[], from: number, to: number): string {
  let text = from < to ? (words[from] as string) : '';
  for (let index = from + 1; index < to; index++) text += ` ${words[index]}`;
  return text;
}

/** `text.replace(/\.$/, '')`. */
function withoutFinalStop(text: string): string {
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

function vowels(word: string): number {
  let count = 0;
  for (const letter of word) if ('AEIOUY'.includes(letter)) count++;
  return count;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
