import type { Block } from '@galley/contracts';
import { liftCellParagraphs } from './lift-cell-paragraphs.ts';

/**
 * Text set in a box — a table of one cell around the abstract, "Strengths and limitations of this study", a
 * "Box 1" of definitions — is text, not a table of data: its paragraphs take the box's place in the body, so the
 * abstract in a box is the abstract. Only a box with prose in it (a paragraph of eight words or more); one around
 * a picture stays as it is.
 */
export function unwrapBoxes(blocks: Block[]): void {
  for (let index = blocks.length - 1; index >= 0; index--) {
    const table = blocks[index];
    if (table?.type !== 'table' || table.rows.length !== 1 || table.rows[0]?.cells.length !== 1) continue;
    const inside = table.rows[0].cells[0]?.blocks ?? [];
    const prose = inside.some(
      (block) => block.type === 'paragraph' && block.text.trim().split(/\s+/).length >= 8,
    );
    if (!prose || inside.some((block) => block.type === 'table')) continue;
    blocks.splice(index, 1, ...liftCellParagraphs(table));
  }
}
