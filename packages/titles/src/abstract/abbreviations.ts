/** Short form (as written) → long form, from "long form (SF)" definitions. */
export type Abbreviations = ReadonlyMap<string, string>;

const DEFINITION = /((?:[\p{L}\p{N}'’-]+\s+){1,8}?)\(([\p{Lu}][\p{L}\p{N}-]{1,9})\)/gu;

/**
 * Abbreviations defined in the text: "chronic obstructive pulmonary disease (COPD)". The long form is the shortest
 * run of words before the bracket whose initials spell the short form (Schwartz–Hearst, simplified), so titles can
 * spell terms out as journals ask.
 */
export function findAbbreviations(text: string): Abbreviations {
  const found = new Map<string, string>();
  for (const match of text.matchAll(DEFINITION)) {
    const short = match[2] ?? '';
    const before = (match[1] ?? '').trim().split(/\s+/);
    const letters = short.replace(/[^\p{L}]/gu, '').toLowerCase();
    if (letters.length < 2 || found.has(short)) continue;
    for (let take = 1; take <= before.length; take++) {
      const candidate = before.slice(before.length - take);
      const first = candidate[0]?.[0]?.toLowerCase();
      if (first !== letters[0]) continue;
      if (
        take >= Math.min(letters.length, before.length) - 1 &&
        spells(candidate.join(' ').toLowerCase(), letters)
      ) {
        found.set(short, candidate.join(' '));
        break;
      }
    }
  }
  return found;
}

/** Every letter of the short form appears in order in the long form, the first at its start. */
function spells(long: string, letters: string): boolean {
  let at = 0;
  for (const letter of letters) {
    const next = long.indexOf(letter, at);
    if (next < 0) return false;
    at = next + 1;
  }
  return true;
}
