import type { Block, Manuscript } from '@galley/contracts';

/**
 * An empty manuscript: a well-formed Word file with no text anywhere (body, tables, notes). It passes every
 * structural check, yet nothing in it can be tagged — the confirm board's required Title step could never be met —
 * so the upload refuses it with its own words rather than opening an empty board.
 */
export const EMPTY_MANUSCRIPT_MESSAGE =
  'The uploaded Word file has no text. Please upload a manuscript that contains its text.';

/** The refusal's log reason, which callers match to tell this refusal from a corrupted file. */
export const EMPTY_MANUSCRIPT_REASON = 'empty manuscript: no text in body, tables or notes';

export function isEmptyManuscript(manuscript: Manuscript): boolean {
  const hasText = (block: Block): boolean =>
    block.type === 'paragraph'
      ? block.text.trim().length > 0
      : block.rows.some((row) => row.cells.some((cell) => cell.blocks.some(hasText)));
  if (manuscript.blocks.some(hasText)) return false;
  return !manuscript.notes.some((note) => note.paragraphs.some(hasText));
}
