import type { Paragraph } from '@galley/contracts';
import type { LocalTagging } from './local-tagging.ts';

/** Whether the paragraph comes right after a table, its title or its notes (empty paragraphs between aside). */
export function afterTable(state: LocalTagging, paragraph: Paragraph): boolean {
  for (let index = state.blocks.indexOf(paragraph) - 1; index >= 0; index--) {
    const block = state.blocks[index];
    if (block?.type === 'table') return true;
    if (block?.type !== 'paragraph') return false;
    if (block.tableRole) return true;
    if (block.text.trim()) return false;
  }
  return false;
}
