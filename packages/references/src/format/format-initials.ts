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
    const pieces = name.split('-').filter(Boolean);
    if (pieces.length > 1) return pieces.map(initial).join(rule.keepHyphen ? '-' : '');
    return initial(name);
  });
  return parts.filter(Boolean).join(rule.space ? ' ' : '');
}
