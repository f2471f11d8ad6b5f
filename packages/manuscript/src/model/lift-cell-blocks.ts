import type { Block, Table } from '@galley/contracts';
import { detectHeading } from './detect-heading.ts';

/**
 * A table that only frames text (a title page typed as a table, an abstract in a box): its cells' blocks, row by
 * row, put in its place — paragraphs made body paragraphs, read, tagged and written like the text around it; a
 * table inside a cell stays a table.
 */
export function liftCellBlocks(table: Table): Block[] {
  const blocks = table.rows.flatMap((row) => row.cells.flatMap((cell) => cell.blocks));
  for (const block of blocks) {
    if (block.type !== 'paragraph') continue;
    block.origin = 'body';
    delete block.table;
    const heading = detectHeading(block);
    if (heading) block.heading = heading;
  }
  return blocks;
}
