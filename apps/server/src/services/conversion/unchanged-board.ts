import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type ConversionRow, conversions } from '../../db/schema.ts';

/**
 * The row as a board save read it: still a draft, the same upload's board, the same steps done and the same HTML.
 * A save writes the whole step data and HTML it built from that read, so two saves at once (two tabs, a double
 * click) must not both land — the later one would silently undo the other's step.
 */
export function unchangedBoard(row: ConversionRow): SQL {
  return and(
    eq(conversions.status, 'draft'),
    row.manuscriptFileId === null ? sql`false` : eq(conversions.manuscriptFileId, row.manuscriptFileId),
    row.clientHtml === null ? sql`false` : eq(conversions.clientHtml, row.clientHtml),
    sql`${conversions.stepData} = ${JSON.stringify(row.stepData)}::jsonb`,
  ) as SQL;
}
