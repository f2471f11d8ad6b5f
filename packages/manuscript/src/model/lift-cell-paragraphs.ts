import type { Paragraph, Table } from '@galley/contracts';
import { detectHeading } from './detect-heading.ts';

/**
 * A table that only frames text (a title page typed as a table, an abstract in a box): its cells' paragraphs, row
 * by row, made body paragraphs to put in its place — read, tagged and written like the text around it.
 */
export function liftCellParagraphs(table: Table): Paragraph[] {
  const paragraphs = table.rows.flatMap((row) =>
    row.cells.flatMap((cell) => cell.blocks.filter((b): b is Paragraph => b.type === 'paragraph')),
  );
  for (const paragraph of paragraphs) {
    paragraph.origin = 'body';
    delete paragraph.table;
    const heading = detectHeading(paragraph);
    if (heading) paragraph.heading = heading;
  }
  return paragraphs;
}
