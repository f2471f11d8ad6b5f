import { leadingLabel } from '../leading-label.ts';

// One person's name or initials as contribution lists give them: "Saint-Maurice", "A.B.", "Drs Lee", "van Dijk".
const PERSON =
  /^(?:Drs?\.?\s+|Profs?\.?\s+)?(?:(?:van|von|de|der|den|da|du|del|della|di|la|le|ten|ter)\s+)*\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:van|von|de|der|den|da|du|del|della|di|la|le|ten|ter)\s+)*\p{Lu}[\p{L}'’.-]*){0,3}$/u;

/**
 * A line of an author-contributions list that names a role and the people in it ("Concept and design:
 * Saint-Maurice, Matthews.", "Statistical analysis: A.B. and C.D."), as JAMA and CRediT lists set them one per
 * line under the statement's label.
 */
export function isContributionRoleLine(text: string): boolean {
  // "Funding: None.", "Competing interests: None." after the contributions are statements of their own.
  if (text.length > 300 || leadingLabel(text)) return false;
  const line = /^\s*[^:：.]{3,90}[:：]\s*(.+?)[.。]?\s*$/u.exec(text);
  const people = line?.[1]?.split(/\s*(?:[,;，、]|\band\b|&)\s*/u).filter(Boolean) ?? [];
  return (
    people.length > 0 &&
    people.every((person) => PERSON.test(person) && !/^(?:none|n\/?a|not applicable|nil)$/i.test(person))
  );
}
