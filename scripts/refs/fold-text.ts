const GREEK: Record<string, string> = {
  α: 'alpha',
  β: 'beta',
  γ: 'gamma',
  δ: 'delta',
  ε: 'epsilon',
  κ: 'kappa',
  λ: 'lambda',
  μ: 'mu',
  τ: 'tau',
  ω: 'omega',
};

/** Text for comparison only: Greek letters spelt out, accents and case dropped, only letters and digits kept. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[αβγδεκλμτω]/g, (letter) => GREEK[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '');
}

/** Similarity 0..1 of two folded strings: 1 − edit distance (swaps of neighbours count once) / longer length. */
export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  if (!a || !b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  let beforePrevious = previous;
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      // A swap of neighbours ("Gabudza" for Gabuzda) is one typo, not two (optimal string alignment).
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        current[j] = Math.min(current[j] ?? 0, (beforePrevious[j - 2] ?? 0) + 1);
      }
    }
    beforePrevious = previous;
    previous = current;
  }
  return 1 - (previous[b.length] ?? 0) / Math.max(a.length, b.length);
}

/** The words of a text folded one by one and joined by single spaces: folding that keeps word boundaries. */
export function foldWords(text: string): string {
  return text
    .split(/[\s,;:.()[\]]+/)
    .map(foldText)
    .filter(Boolean)
    .join(' ');
}
