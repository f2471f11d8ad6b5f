import type { Block, Manuscript } from '@galley/contracts';
import { countTokens as countO200k } from 'gpt-tokenizer/encoding/o200k_base';

/**
 * Tokens of the manuscript's text (body, tables, text boxes, notes), counted with gpt-tokenizer's o200k_base
 * encoding — the byte-pair encoding of OpenAI's GPT-4o family, the kind of model the tagger talks to. English prose
 * comes to about 4 characters per token, the spec's rule of thumb.
 */
export function countManuscriptTokens(manuscript: Manuscript): number {
  const parts: string[] = [];
  const collect = (block: Block) => {
    if (block.type === 'paragraph') parts.push(block.text);
    else for (const row of block.rows) for (const cell of row.cells) cell.blocks.forEach(collect);
  };
  manuscript.blocks.forEach(collect);
  for (const note of manuscript.notes) note.paragraphs.forEach(collect);
  return countO200k(parts.join('\n'));
}
