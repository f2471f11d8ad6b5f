import type { Paragraph } from '@galley/contracts';
import { filledNeighbour } from './heading-after.ts';
import type { LocalTagging } from './local-tagging.ts';

/** Whether the paragraph comes right after a table, its title or its notes (empty paragraphs between aside). */
export function afterTable(state: LocalTagging, paragraph: Paragraph): boolean {
  const above = filledNeighbour(state.blocks, state.blocks.indexOf(paragraph), -1);
  return above?.type === 'table' || (above?.type === 'paragraph' && above.tableRole !== undefined);
}
