import type { Manuscript } from '@galley/contracts';

/** Every paragraph's text by block id, table cells included: what highlight ranges index into. */
export function blockTexts(manuscript: Manuscript): Map<string, string> {
  const texts = new Map<string, string>();
  const visit = (blocks: Manuscript['blocks']) => {
    for (const block of blocks)
      if (block.type === 'paragraph') texts.set(block.id, block.text);
      else for (const row of block.rows) for (const cell of row.cells) visit(cell.blocks);
  };
  visit(manuscript.blocks);
  return texts;
}
