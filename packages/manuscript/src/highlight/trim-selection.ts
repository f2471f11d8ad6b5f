import type { HighlightRange } from '@galley/contracts';

/**
 * Spec §5: selections are trimmed of leading and trailing spaces; what is left empty (a collapsed selection, or only
 * spaces) is dropped. A drag over several blocks trims at its two ends and drops blocks it covers only with spaces.
 */
export function trimSelection(
  ranges: readonly HighlightRange[],
  textOf: (block: string) => string | undefined,
): HighlightRange[] {
  const trimmed: HighlightRange[] = [];
  for (const range of ranges) {
    const text = textOf(range.block) ?? '';
    let start = Math.max(0, Math.min(range.start, text.length));
    let end = Math.max(start, Math.min(range.end, text.length));
    while (start < end && /\s/.test(text[start] ?? '')) start++;
    while (end > start && /\s/.test(text[end - 1] ?? '')) end--;
    if (start < end) trimmed.push({ ...range, start, end });
  }
  return trimmed;
}
