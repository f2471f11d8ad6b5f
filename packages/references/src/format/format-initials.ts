import type { InitialsRule } from '@galley/contracts';

const UPPER = /^\p{Lu}/u;
const LOWER = /^\p{Ll}/u;
const INITIALS_ONLY = /^\p{Lu}{2,3}$/u;
const LETTER = /\p{L}/u;
const SPACE = /\s/;

/**
 * Initials of given names per the rule: "John Andrew" → "JA" / "J.A." / "J. A."; "Jean-Paul" → "J-P" / "J.-P."
 * (or "JP" without keepHyphen); already-initialled input ("J. A.", "JA", "M.E.") is recognised.
 * Loops rather than split/map chains: it runs for every author of every formatted reference.
 */
export function formatInitials(given: string, rule: InitialsRule): string {
  const parts: string[] = [];
  let hasParticle = false;
  // Words end at white space and after each full stop ("J.A." is "J." and "A."); the stop itself is dropped.
  let start = 0;
  for (let at = 0; at <= given.length; at++) {
    const char = at < given.length ? (given[at] as string) : ' ';
    const dot = char === '.';
    if (!dot && !isSpace(char)) continue;
    const bare = given.slice(start, at);
    start = at + 1;
    if (bare === '' && !dot) continue;
    // "JA" in MEDLINE style is two initials, "Li" is a name.
    if (isInitialsOnly(bare)) {
      for (const letter of bare) parts.push(initial(letter, rule));
      continue;
    }
    const part = namePart(bare, rule);
    if (startsLowerCase(part)) hasParticle = true;
    parts.push(part);
  }
  if (!rule.space && hasParticle) {
    // Particles need their spaces even in the run-together style: "P.P. de C.S.".
    let text = parts[0] ?? '';
    for (let index = 1; index < parts.length; index++) {
      const part = parts[index] as string;
      text += startsLowerCase(part) || startsLowerCase(parts[index - 1] as string) ? ` ${part}` : part;
    }
    return text;
  }
  let text = '';
  for (const part of parts) {
    if (part === '') continue;
    text += text === '' ? part : rule.space ? ` ${part}` : part;
  }
  return text;
}

/** One given name's initial(s); a lower-case word is a particle ("M de la F") and stays as written. */
function namePart(name: string, rule: InitialsRule): string {
  if (startsLowerCase(name)) return name;
  // "Shin-ichi" → "S.": only the capitalised parts of a hyphenated name give initials ("Jean-Paul" → "J.-P.").
  if (!name.includes('-')) return initial(name, rule);
  const pieces = name.split('-').filter((piece) => UPPER.test(piece));
  if (pieces.length > 1) return pieces.map((piece) => initial(piece, rule)).join(rule.keepHyphen ? '-' : '');
  return initial(pieces[0] ?? name, rule);
}

function initial(name: string, rule: InitialsRule): string {
  const letter = firstLetter(name).toUpperCase();
  return rule.period ? `${letter}.` : letter;
}

// The helpers below answer for ASCII characters without a regular expression (a call each costs more than the
// test) and ask the Unicode-aware expression otherwise.

/** The first letter of the name (`/\p{L}/u`), '' when there is none. */
function firstLetter(name: string): string {
  const code = name.charCodeAt(0);
  if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122)) return name[0] as string;
  return LETTER.exec(name)?.[0] ?? '';
}

/** `/^\p{Lu}{2,3}$/u.test(text)`: two or three capitals, of one or two code units each. */
function isInitialsOnly(text: string): boolean {
  return text.length >= 2 && text.length <= 6 && INITIALS_ONLY.test(text);
}

/** `/^\p{Ll}/u.test(text)`. */
function startsLowerCase(text: string): boolean {
  const code = text.charCodeAt(0);
  if (code < 0x80) return code >= 97 && code <= 122;
  return LOWER.test(text);
}

/** `/\s/.test(char)` for one character. */
function isSpace(char: string): boolean {
  const code = char.charCodeAt(0);
  if (code === 32) return true;
  if (code < 0x80) return code >= 9 && code <= 13;
  return SPACE.test(char);
}
