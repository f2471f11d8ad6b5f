import type { Block, Manuscript, Paragraph, Table } from '@galley/contracts';

/** Every paragraph of the model in reading order: body, table cells, text boxes, then notes. */
export function allParagraphs(manuscript: Manuscript): Paragraph[] {
  return [...manuscript.blocks.flatMap(paragraphsOf), ...manuscript.notes.flatMap((note) => note.paragraphs)];
}

export function paragraphsOf(block: Block): Paragraph[] {
  return block.type === 'paragraph'
    ? [block]
    : block.rows.flatMap((r) => r.cells.flatMap((c) => c.blocks.flatMap(paragraphsOf)));
}

/** Every table, nested ones included. */
export function allTables(blocks: Block[]): Table[] {
  return blocks.flatMap((block) =>
    block.type === 'table'
      ? [block, ...allTables(block.rows.flatMap((r) => r.cells.flatMap((c) => c.blocks)))]
      : [],
  );
}
