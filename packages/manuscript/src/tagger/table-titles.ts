import type { Block } from '@galley/contracts';
import { isTableCaption } from './captions.ts';

/**
 * Table titles the reader leaves untagged: a "Table 1." caption written below its table (when the table has no
 * title above), one above it in a language the reader does not know, and the second line of a two-line title ("Table 1" / "Type of comparisons…", APA style).
 */
export function extraTableTitles(blocks: readonly Block[]): Set<string> {
  const titles = new Set<string>();
  const nonEmpty = blocks.filter((block) => block.type === 'table' || block.text.trim());
  nonEmpty.forEach((block, index) => {
    const before = nonEmpty[index - 1];
    const after = nonEmpty[index + 1];
    if (block.type !== 'paragraph') return;
    // A title below its table that the reader took for a note ("Tabelle 2. …" after the table) is the title.
    if (
      block.tableRole === 'table.annotation' &&
      before?.type === 'table' &&
      !before.title &&
      isTableCaption(block.text)
    )
      titles.add(block.id);
    if (block.tableRole) return;
    if (before?.type === 'table' && !before.title && isTableCaption(block.text)) titles.add(block.id);
    // Above the table, a title the reader's English-only words missed ("Tabla 2. …", "表 1 …").
    if (after?.type === 'table' && !after.title && isTableCaption(block.text)) titles.add(block.id);
    // "Tabelle 1" on a line of its own, the title on the next, then the table: both lines are the title.
    const next = nonEmpty[index + 2];
    if (
      isTableCaption(block.text) &&
      block.text.trim().length <= 30 &&
      after?.type === 'paragraph' &&
      next?.type === 'table' &&
      !next.title
    ) {
      titles.add(block.id);
      if (after.text.length <= 300) titles.add(after.id);
    }
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
