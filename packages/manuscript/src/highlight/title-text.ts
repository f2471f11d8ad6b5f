import type { HighlightRange } from '@galley/contracts';

/**
 * Spec §5: the title step's text is built from its highlighted pieces, leaving out those inside a table title
 * (`table.title` tag), joined by single spaces.
 */
export function titleText(
  highlights: readonly HighlightRange[],
  textOf: (block: string) => string | undefined,
  isTableTitle: (block: string) => boolean,
): string {
  return highlights
    .filter((range) => range.step === 'front.title' && !isTableTitle(range.block))
    .map((range) => (textOf(range.block) ?? '').slice(range.start, range.end).trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ');
}
