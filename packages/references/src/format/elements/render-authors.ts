import type { AuthorElement, CslItem, CslName } from '@galley/contracts';
import { isEtAlName } from '../../model/et-al-name.ts';
import { formatInitials } from '../format-initials.ts';

const LEADING_PARTICLE = /^((?:\p{Ll}+ )+)(\p{Lu}.*)$/u;
const LOWER_START = /^\p{Ll}/u;
const HYPHENATED_INITIALS = /(?<!\p{L})(\p{Lu})-(?=\p{Lu}(?!\p{L}))/gu;
const WORD_BREAK = /\s+|(?<=\.)(?=\p{Lu})/u;
const ODD_SPACE = /\s\s|[^\S ]/;
const LONE_INITIAL = /(?<![\p{L}.])(\p{Lu})(?=-|$)/gu;

/** The author list per the author element's options (spec §3), or undefined when the item has no authors. */
export function renderAuthors(item: CslItem, element: AuthorElement): string | undefined {
  // A list its source cut short ends with the et-al mark (model/et-al-name.ts): printed as this style's term.
  const cutShort = item.author?.some(isEtAlName) ?? false;
  const names = (item.author ?? []).filter(
    (name) => (name.literal || name.family || name.given) && !isEtAlName(name),
  );
  if (names.length === 0) return undefined;
  const truncated = element.maxDisplayCount > 0 && names.length > element.maxDisplayCount;
  const disambiguating = element.disambiguateGivenNames && element.abbreviateFirstName;
  // A truncated list prints its first names (and perhaps the last) only: the others are not rendered, unless
  // telling names apart needs them all. Long consortium lists make this worth it.
  const keepFirst = Math.min(element.skipRule.keepFirst, names.length);
  const renderAll = !truncated || disambiguating || !(keepFirst >= 0);
  const rendered: string[] = [];
  for (let index = 0; index < names.length; index++) {
    const needed = renderAll || index < keepFirst || index === names.length - 1;
    rendered.push(needed ? renderName(names[index] as CslName, element, index === 0) : '');
  }
  if (disambiguating) disambiguate(names, rendered, element);
  if (truncated) {
    const kept = rendered.slice(0, keepFirst);
    if (element.skipRule.keepLast) {
      // APA 7's ellipsis is the single character "…", as citeproc-js prints it.
      return `${kept.join(element.betweenAuthors)}${element.betweenAuthors}… ${rendered[rendered.length - 1]}`;
    }
    return `${kept.join(element.betweenAuthors)}${element.etAlTerm}`;
  }
  // Every name the source gives, then the style's et-al term (never "and" before the last: more follow).
  if (cutShort) return `${rendered.join(element.betweenAuthors)}${element.etAlTerm}`;
  if (rendered.length > 1 && element.andLastTerm) {
    const andTerm =
      rendered.length === 2 && element.contextualAndLast
        ? element.andLastTerm.replace(/^,/, '')
        : element.andLastTerm;
    return `${rendered.slice(0, -1).join(element.betweenAuthors)}${andTerm}${rendered[rendered.length - 1]}`;
  }
  return rendered.join(element.betweenAuthors);
}

/** Names that print alike but have different given names are printed with their given names in full. */
function disambiguate(names: CslName[], rendered: string[], element: AuthorElement): void {
  const full = { ...element, abbreviateFirstName: false };
  const alike = [...rendered];
  alike.forEach((text, index) => {
    const given = names[index]?.given;
    const twins = alike.filter((other, at) => other === text && names[at]?.given !== given);
    if (given && twins.length > 0) rendered[index] = renderName(names[index] as CslName, full, index === 0);
  });
}

function renderName(name: CslName, element: AuthorElement, isFirst: boolean): string {
  if (name.literal) return name.literal;
  const inverted = isFirst ? element.invertFirstAuthor : element.invertOtherAuthors;
  // A particle is its own field or, as CSL processors read names, the lower-case words leading the family name.
  const leading =
    name['non-dropping-particle'] || !startsLowerCase(name.family)
      ? undefined
      : LEADING_PARTICLE.exec(name.family ?? '');
  const particle = name['non-dropping-particle'] ?? leading?.[1]?.trim();
  const demoted = Boolean(particle && inverted && element.demoteParticle && name.family);
  let family = demoted
    ? (leading?.[2] ?? name.family ?? '')
    : joinDefined(name['non-dropping-particle'], name.family, ' ');
  let given = name.given ?? '';
  if (element.normalizeAuthorName) {
    // A name in capitals without given names is a body's acronym ("AASHTO", "WHO"), not a person's family name.
    if (name.given) family = normaliseCapitals(family);
    given = normaliseCapitals(given.replace(/\s+/g, ' ').trim());
  }
  if (element.lastNameOnly || !given) {
    const separator = element.delimiter.includes(',') && !element.lastNameOnly ? ', ' : ' ';
    return joinDefined(family, name.suffix, separator);
  }
  const givenPart = element.abbreviateFirstName
    ? formatInitials(given, element.abbreviateRule)
    : element.punctuateInitials
      ? punctuateInitials(given, element)
      : given;
  // CSL's dropping particle follows the given names whatever the order: "Beethoven, L. van", "L. van Beethoven".
  const dropping = name['dropping-particle'];
  const givenWithDropping = dropping ? `${givenPart} ${dropping}` : givenPart;
  const givenShown = demoted ? `${givenWithDropping} ${particle}` : givenWithDropping;
  const core = inverted ? `${family}${element.delimiter}${givenShown}` : `${givenWithDropping} ${family}`;
  if (!name.suffix) return core;
  // "Smith J Jr" (Vancouver) or "Smith, J., Jr." (APA): the suffix follows the name with the same delimiter.
  return inverted && element.delimiter.includes(',') ? `${core}, ${name.suffix}` : `${core} ${name.suffix}`;
}

/** Full given names with their lone initials written per the rule: "Maria J" → "Maria J.", "A B" → "A. B.". */
function punctuateInitials(given: string, element: AuthorElement): string {
  // "J-M" is two initials ("J. M."); a hyphenated name keeps its hyphen ("H.-Heinrich", "Li-E.").
  // Each expression only where its characters occur (a hyphen, a full stop, white space other than single
  // spaces): most given names have none, and these run for every author of every formatted list.
  const spaced = given.includes('-') ? given.replace(HYPHENATED_INITIALS, '$1 ') : given;
  const words = (
    spaced.includes('.') || ODD_SPACE.test(spaced) ? spaced.split(WORD_BREAK) : spaced.split(' ')
  ).filter(Boolean);
  const initials = words.map((word) => /^\p{Lu}\.?$/u.test(word));
  const dot = element.abbreviateRule.period ? '.' : '';
  let text = '';
  words.forEach((word, index) => {
    const initial = initials[index] === true;
    const value = initial
      ? formatInitials(word, element.abbreviateRule)
      : mayHaveLoneInitial(word)
        ? word.replace(LONE_INITIAL, `$1${dot}`)
        : word;
    // The rule's space only between two initials ("A.B." or "A. B."); a full name is always followed by one.
    const joiner =
      index === 0 ? '' : initial && initials[index - 1] && !element.abbreviateRule.space ? '' : ' ';
    text += joiner + value;
  });
  return text;
}

/** "SMITH" → "Smith", "o'NEIL" → "O'Neil"; names already in mixed case are left alone ("McDonald", "van Gogh"). */
function normaliseCapitals(name: string): string {
  if (!/\p{Lu}{2,}/u.test(name) || /\p{Ll}/u.test(name) || /^\p{Lu}{1,3}$/u.test(name)) return name;
  // All capitals: initials-only given names ("JA") stay; whole names are recased word by word.
  return name
    .split(/(\s+|-|')/)
    .map((part) => (/^\p{Lu}{2,}$/u.test(part) ? part.charAt(0) + part.slice(1).toLowerCase() : part))
    .join('');
}

/** `[first, second].filter(Boolean).join(separator)` without the array. */
function joinDefined(first: string | undefined, second: string | undefined, separator: string): string {
  if (first && second) return `${first}${separator}${second}`;
  return first || second || '';
}

/** Whether the name starts with a lower-case letter, as a leading particle does ("van Gogh"). */
function startsLowerCase(name: string | undefined): boolean {
  if (!name) return false;
  const code = name.charCodeAt(0);
  if (code < 0x80) return code >= 97 && code <= 122;
  return LOWER_START.test(name);
}

/** Whether LONE_INITIAL can match: it needs a hyphen or a capital at the end (any non-ASCII letter may be one). */
function mayHaveLoneInitial(word: string): boolean {
  const last = word.charCodeAt(word.length - 1);
  return (last >= 65 && last <= 90) || last >= 0x80 || word.includes('-');
}
