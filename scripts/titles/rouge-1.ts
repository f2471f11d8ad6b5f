/**
 * ROUGE-1 F1 with the tokenizer of Google's rouge-score (the reference implementation): lower-case, every character
 * outside a–z and 0–9 becomes a space, split on spaces. No stemming (the stricter variant). Unigram overlap counts are
 * clipped (a word counts as often as it occurs in both).
 */
export function rouge1(candidate: string, reference: string): number {
  const got = counts(tokens(candidate));
  const want = counts(tokens(reference));
  let overlap = 0;
  for (const [token, count] of got) overlap += Math.min(count, want.get(token) ?? 0);
  const candidateLength = sum(got);
  const referenceLength = sum(want);
  if (!overlap || !candidateLength || !referenceLength) return 0;
  const precision = overlap / candidateLength;
  const recall = overlap / referenceLength;
  return (2 * precision * recall) / (precision + recall);
}

export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter(Boolean);
}

function counts(list: string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const token of list) map.set(token, (map.get(token) ?? 0) + 1);
  return map;
}

function sum(map: Map<string, number>): number {
  let total = 0;
  for (const count of map.values()) total += count;
  return total;
}
