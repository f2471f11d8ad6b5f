import type { Block } from '@galley/contracts';

const NOTE =
  /^\s*(?:[Nn]otes?\b|[Ss]ources?\s*:|[Aa]bbreviations?\b|[Ll]egend\s*:|[*†‡§¶#]|[a-z]\s*[).:]?\s+\p{Lu})/u;

/**
 * Notes under a table whose title is written below it ("Table 2. …" after the table, then "Note: …"): the reader
 * looks for notes right after the table only, where it meets the title and stops.
 */
export function notesAfterBelowTitles(blocks: readonly Block[], titles: ReadonlySet<string>): Set<string> {
  const notes = new Set<string>();
  const nonEmpty = blocks.filter((block) => block.type === 'table' || block.text.trim());
  nonEmpty.forEach((block, index) => {
    if (block.type !== 'paragraph' || nonEmpty[index - 1]?.type !== 'table') return;
    if (!titles.has(block.id) && block.tableRole !== 'table.title') return;
    for (let i = index + 1; i < nonEmpty.length && i <= index + 3; i++) {
      const next = nonEmpty[i];
      if (next?.type !== 'paragraph' || next.heading || next.tableRole || !NOTE.test(next.text)) break;
      notes.add(next.id);
    }
  });
  return notes;
}
