// Greek letters as PubMed's titles spell them out ("β-amyloid" and "beta-amyloid" are the same title).
const GREEK: Record<string, string> = {
  α: 'alpha',
  β: 'beta',
  γ: 'gamma',
  δ: 'delta',
  ε: 'epsilon',
  ζ: 'zeta',
  η: 'eta',
  θ: 'theta',
  ι: 'iota',
  κ: 'kappa',
  λ: 'lambda',
  μ: 'mu',
  ν: 'nu',
  ξ: 'xi',
  ο: 'omicron',
  π: 'pi',
  ρ: 'rho',
  σ: 'sigma',
  ς: 'sigma',
  τ: 'tau',
  υ: 'upsilon',
  φ: 'phi',
  χ: 'chi',
  ψ: 'psi',
  ω: 'omega',
};
const GREEK_PATTERN = new RegExp(`[${Object.keys(GREEK).join('')}]`, 'g');

/**
 * Text as matching compares it: HTML tags and entities gone, Greek letters spelled out, diacritics off ("ø", "ß"
 * and "æ" folded too), lower case, every run of punctuation a single space.
 */
export function matchText(text: string | undefined | null): string {
  return (text ?? '')
    .replace(/<[^>]{1,40}>/g, '')
    .replace(/&(?:amp|#38);/g, '&')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .toLowerCase()
    .replace(GREEK_PATTERN, (letter) => GREEK[letter] ?? letter)
    .replace(/ß/g, 'ss')
    .replace(/[øœæ]/g, (letter) => ({ ø: 'o', œ: 'oe', æ: 'ae' })[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Words of matchText. */
export function matchWords(text: string | undefined | null): string[] {
  const normal = matchText(text);
  return normal ? normal.split(' ') : [];
}

/**
 * Edit distance with adjacent transpositions counted as one edit (optimal string alignment), stopping early once
 * it passes `limit` (returns limit + 1 then). "Hardy"/"Hrady" is one slip of the fingers, not two.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** Two words that are the same up to a typo: one edit from 5 letters, two from 10. */
export function sameWordWithTypo(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  if (shorter < 5 || /\d/.test(a) || /\d/.test(b)) return false;
  return editDistance(a, b, shorter >= 10 ? 2 : 1) <= (shorter >= 10 ? 2 : 1);
}
