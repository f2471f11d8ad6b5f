import type { CslName } from '@galley/contracts';

/** "Family, Given[, Suffix]" as RIS, MEDLINE FAU and EndNote write a name; collective names as they are. */
export function nameToText(name: CslName): string {
  if (name.literal) return name.literal;
  const family = [name['non-dropping-particle'], name.family].filter(Boolean).join(' ');
  // A trailing comma marks a person with one name, so a reader does not take it for an organisation.
  if (!name.given && !name.suffix) return `${family},`;
  const given = [name.given, name['dropping-particle']].filter(Boolean).join(' ');
  return [family, given, name.suffix].filter(Boolean).join(', ');
}
