import type { Block, Paragraph } from '@galley/contracts';
import { liftCellBlocks } from './lift-cell-blocks.ts';

// What opens an abstract set in a box: its heading, or its first part's label ("Objectives To …", "Background:").
const ABSTRACT_OPENING =
  /^\s*(?:(?:structured\s+)?abstract|summary|résumé|resumen|resumo|zusammenfassung|摘要|要旨|抄録|초록|요약|(?:background|objectives?|aims?|purpose|context|introduction|importance)\b\s*[:.]?\s+\p{Lu})/iu;

/**
 * An abstract set in a box — a table of one cell around it — is the abstract, not a table: its paragraphs take the
 * box's place in the body. So does a whole manuscript laid out in one cell (many paragraphs). Other boxes ("Key
 * points", "Box 1. Search strategy", a table typed with tabs in one cell, a picture with its caption) stay tables,
 * written as they are.
 */
export function unwrapBoxes(blocks: Block[]): void {
  for (let index = blocks.length - 1; index >= 0; index--) {
    const table = blocks[index];
    if (table?.type !== 'table' || table.rows.length !== 1 || table.rows[0]?.cells.length !== 1) continue;
    const paragraphs = (table.rows[0].cells[0]?.blocks ?? []).filter(
      (block): block is Paragraph => block.type === 'paragraph' && block.text.trim() !== '',
    );
    const opening = paragraphs[0]?.text ?? '';
    if (paragraphs.length >= 15 || (ABSTRACT_OPENING.test(opening) && !opening.includes('\t')))
      blocks.splice(index, 1, ...liftCellBlocks(table));
  }
}
