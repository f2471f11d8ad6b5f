import type { InitialsRule } from '@galley/contracts';

/**
 * Initials of given names per the rule: "John Andrew" → "JA" / "J.A." / "J. A."; "Jean-Paul" → "J-P" / "J.-P."
 * (or "JP" without keepHyphen); already-initialled input ("J. A.", "JA", "M.E.") is recognised.
 */
export function formatInitials(given: string, rule: InitialsRule): string {
  const names = given
    .replace(/\./g, '. ')
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((part) => {
      const bare = part.replace(/\.$/, '');
      // "JA" in MEDLINE style is two initials, "Li" is a name.
      return /^\p{Lu}{2,3}$/u.test(bare) ? [...bare] : [bare];
    });
  const initial = (name: string) => {
    const letter = name.match(/\p{L}/u)?.[0]?.toUpperCase() ?? '';
    return rule.period ? `${letter}.` : letter;
  };
  const parts = names.map((name) => {
    // A lower-case word is a particle ("M de la F") and stays as written, as CSL processors keep it.
    if (/^\p{Ll}/u.test(name)) return name;
    // "Shin-ichi" → "S.": only the capitalised parts of a hyphenated name give initials ("Jean-Paul" → "J.-P.").
    const pieces = name.split('-').filter((piece) => /^\p{Lu}/u.test(piece));
    if (pieces.length > 1) return pieces.map(initial).join(rule.keepHyphen ? '-' : '');
    return initial(pieces[0] ?? name);
  });
  if (!rule.space && parts.some((part) => /^\p{Ll}/u.test(part))) {
    // Particles need their spaces even in the run-together style: "P.P. de C.S.".
    return parts.reduce((text, part, index) => {
      if (index === 0) return part;
      const previous = parts[index - 1] ?? '';
      return /^\p{Ll}/u.test(part) || /^\p{Ll}/u.test(previous) ? `${text} ${part}` : text + part;
    }, '');
  }
  return parts.filter(Boolean).join(rule.space ? ' ' : '');
}
