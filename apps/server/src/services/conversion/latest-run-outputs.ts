import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type ConversionOutputRow, type ConversionRow, conversionOutputs } from '../../db/schema.ts';

/** The output rows of the conversion's latest convert run, in the order the journals were chosen. */
export async function latestRunOutputs(db: Database, row: ConversionRow): Promise<ConversionOutputRow[]> {
  if (row.convertRun === 0) return [];
  return db
    .select()
    .from(conversionOutputs)
    .where(and(eq(conversionOutputs.conversionId, row.id), eq(conversionOutputs.run, row.convertRun)))
    .orderBy(asc(conversionOutputs.position));
}
