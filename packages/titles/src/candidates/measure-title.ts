import type { JournalTitleLimits } from '../types.ts';

/** Words as journals count them (white-space separated) and characters with spaces. */
export function measureTitle(title: string): { words: number; chars: number } {
  const trimmed = title.trim();
  return { words: trimmed === '' ? 0 : trimmed.split(/\s+/).length, chars: [...trimmed].length };
}

export function fitsLimits(title: string, limits: JournalTitleLimits | undefined): boolean {
  const { words, chars } = measureTitle(title);
  return (
    (limits?.maxTitleWords === undefined || words <= limits.maxTitleWords) &&
    (limits?.maxTitleChars === undefined || chars <= limits.maxTitleChars)
  );
}
