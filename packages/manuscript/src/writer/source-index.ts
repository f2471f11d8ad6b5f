import type { Manuscript, Paragraph, Table } from '@galley/contracts';
import type { SourceIndex } from './fragment.ts';

export interface ManuscriptIndex extends SourceIndex {
  tables: Map<string, Table>;
  /** Ids of paragraphs that are a table's title or notes: they travel with their table. */
  tableCaptions: Map<string, string>;
}

/** Looks up the manuscript's top-level blocks by id and remembers their reading order. */
export function indexManuscript(manuscript: Manuscript): ManuscriptIndex {
  const paragraphs = new Map<string, Paragraph>();
  const order = new Map<string, number>();
  const tables = new Map<string, Table>();
  const tableCaptions = new Map<string, string>();
  manuscript.blocks.forEach((block, position) => {
    order.set(block.id, position);
    if (block.type === 'paragraph') paragraphs.set(block.id, block);
    else tables.set(block.id, block);
  });
  for (const table of tables.values()) {
    if (table.title) tableCaptions.set(table.title, table.id);
    for (const note of table.notes) tableCaptions.set(note, table.id);
  }
  return { paragraphs, order, tables, tableCaptions };
}
