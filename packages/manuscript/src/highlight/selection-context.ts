import type { HighlightRange, Manuscript, Paragraph } from '@galley/contracts';

/** What the rules need to know about the document and the highlights already made. */
export interface SelectionContext {
  textOf(block: string): string | undefined;
  /** Table cells and a table's title and notes: table steps are tagged automatically, never dragged. */
  isTable(block: string): boolean;
  highlights: readonly HighlightRange[];
}

export function selectionContext(
  manuscript: Manuscript,
  highlights: readonly HighlightRange[],
): SelectionContext {
  const paragraphs = new Map<string, Paragraph>();
  const visit = (blocks: Manuscript['blocks']) => {
    for (const block of blocks) {
      if (block.type === 'paragraph') paragraphs.set(block.id, block);
      else for (const row of block.rows) for (const cell of row.cells) visit(cell.blocks);
    }
  };
  visit(manuscript.blocks);
  return {
    textOf: (block) => paragraphs.get(block)?.text,
    isTable: (block) => {
      const paragraph = paragraphs.get(block);
      return !paragraph || Boolean(paragraph.table || paragraph.tableRole);
    },
    highlights,
  };
}
