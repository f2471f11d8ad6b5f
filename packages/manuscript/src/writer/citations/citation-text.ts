import type { CslItem, InTextCitationStyle } from '@galley/contracts';

/** [1, 2, 3, 5] → "1–3,5": runs of three or more consecutive numbers become ranges. */
export function compressNumbers(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && (sorted[j + 1] ?? 0) === (sorted[j] ?? 0) + 1) j++;
    const first = sorted[i] ?? 0;
    const last = sorted[j] ?? 0;
    if (j - i >= 2) parts.push(`${first}–${last}`);
    else for (let k = i; k <= j; k++) parts.push(String(sorted[k]));
    i = j + 1;
  }
  return parts.join(',');
}

/** "(Smith et al., 2020; Roe & Doe, 2019)" from the cited entries, for author-year journals. */
export function authorYearText(items: readonly CslItem[]): string {
  const one = (item: CslItem) => {
    const names = (item.author ?? []).map((a) => a.family ?? a.literal ?? '').filter(Boolean);
    const who =
      names.length === 0
        ? (item.title?.split(/\s+/).slice(0, 3).join(' ') ?? 'Anonymous')
        : names.length === 1
          ? names[0]
          : names.length === 2
            ? `${names[0]} & ${names[1]}`
            : `${names[0]} et al.`;
    const year = item.issued?.['date-parts']?.[0]?.[0];
    return `${who}, ${year ?? 'n.d.'}`;
  };
  return `(${items.map(one).join('; ')})`;
}

/** The output text of one citation in the journal's style. */
export function citationText(
  style: InTextCitationStyle,
  numbers: readonly number[],
  items: readonly CslItem[],
): { text: string; superscript: boolean } {
  switch (style) {
    case 'numeric-brackets':
      return { text: `[${compressNumbers(numbers)}]`, superscript: false };
    case 'numeric-parentheses':
      return { text: `(${compressNumbers(numbers)})`, superscript: false };
    case 'numeric-superscript':
      return { text: compressNumbers(numbers), superscript: true };
    case 'author-year':
      return { text: authorYearText(items), superscript: false };
  }
}
