import type { AuthorElement, CslItem, CslName } from '@galley/contracts';
import { formatInitials } from '../format-initials.ts';

/** The author list per the author element's options (spec §3), or undefined when the item has no authors. */
export function renderAuthors(item: CslItem, element: AuthorElement): string | undefined {
  const names = (item.author ?? []).filter((name) => name.literal || name.family || name.given);
  if (names.length === 0) return undefined;
  const rendered = names.map((name, index) => renderName(name, element, index === 0));
  const truncated = element.maxDisplayCount > 0 && names.length > element.maxDisplayCount;
  if (truncated) {
    const kept = rendered.slice(0, Math.min(element.skipRule.keepFirst, rendered.length));
    if (element.skipRule.keepLast) {
      // APA 7's ellipsis is the single character "…", as citeproc-js prints it.
      return `${kept.join(element.betweenAuthors)}${element.betweenAuthors}… ${rendered[rendered.length - 1]}`;
    }
    return `${kept.join(element.betweenAuthors)}${element.etAlTerm}`;
  }
  if (rendered.length > 1 && element.andLastTerm) {
    const andTerm =
      rendered.length === 2 && element.contextualAndLast
        ? element.andLastTerm.replace(/^,/, '')
        : element.andLastTerm;
    return `${rendered.slice(0, -1).join(element.betweenAuthors)}${andTerm}${rendered[rendered.length - 1]}`;
  }
  return rendered.join(element.betweenAuthors);
}

function renderName(name: CslName, element: AuthorElement, isFirst: boolean): string {
  if (name.literal) return name.literal;
  let family = [name['non-dropping-particle'], name.family].filter(Boolean).join(' ');
  let given = name.given ?? '';
  if (element.normalizeAuthorName) {
    family = normaliseCapitals(family);
    given = normaliseCapitals(given.replace(/\s+/g, ' ').trim());
  }
  if (element.lastNameOnly || !given) {
    const separator = element.delimiter.includes(',') && !element.lastNameOnly ? ', ' : ' ';
    return [family, name.suffix].filter(Boolean).join(separator);
  }
  const givenPart = element.abbreviateFirstName ? formatInitials(given, element.abbreviateRule) : given;
  const inverted = isFirst ? element.invertFirstAuthor : element.invertOtherAuthors;
  const core = inverted ? `${family}${element.delimiter}${givenPart}` : `${givenPart} ${family}`;
  if (!name.suffix) return core;
  // "Smith J Jr" (Vancouver) or "Smith, J., Jr." (APA): the suffix follows the name with the same delimiter.
  return inverted && element.delimiter.includes(',') ? `${core}, ${name.suffix}` : `${core} ${name.suffix}`;
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
