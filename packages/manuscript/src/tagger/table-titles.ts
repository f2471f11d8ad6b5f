import type { Block } from '@galley/contracts';
import { isTableCaption } from './captions.ts';

/**
 * Table titles the reader leaves untagged: a "Table 1." caption written below its table (when the table has no
 * title above), and the second line of a two-line title ("Table 1" / "Type of comparisons…", APA style).
 */
export function extraTableTitles(blocks: readonly Block[]): Set<string> {
  const titles = new Set<string>();
  const nonEmpty = blocks.filter((block) => block.type === 'table' || block.text.trim());
  nonEmpty.forEach((block, index) => {
    if (block.type !== 'paragraph' || block.tableRole) return;
    const before = nonEmpty[index - 1];
    const after = nonEmpty[index + 1];
    if (before?.type === 'table' && !before.title && isTableCaption(block.text)) titles.add(block.id);
    if (
      before?.type === 'paragraph' &&
      before.tableRole === 'table.title' &&
      before.text.trim().length <= 30 &&
      after?.type === 'table' &&
      block.text.length <= 300
    )
      titles.add(block.id);
  });
  return titles;
}
