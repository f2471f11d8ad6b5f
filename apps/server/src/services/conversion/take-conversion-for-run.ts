import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type ConversionRow, conversions } from '../../db/schema.ts';
import { ConversionRefusal } from './conversion-refusal.ts';

/**
 * draft → converting with the next run number, as one conditional update: of two clicks only one starts a run.
 * `giveBack` undoes it (quota refused, queue down) while the conversion is still in this run.
 */
export async function takeConversionForRun(
  db: Database,
  row: ConversionRow,
): Promise<{ run: number; giveBack: () => Promise<void> }> {
  const run = row.convertRun + 1;
  const taken = await db
    .update(conversions)
    .set({ status: 'converting', convertRun: run, completedAt: null, updatedAt: new Date() })
    .where(
      and(
        eq(conversions.id, row.id),
        eq(conversions.status, 'draft'),
        eq(conversions.convertRun, row.convertRun),
      ),
    )
    .returning({ id: conversions.id });
  if (taken.length === 0)
    throw new ConversionRefusal(409, 'not_draft', 'The conversion is already being converted.');
  const giveBack = async () => {
    await db
      .update(conversions)
      .set({ status: 'draft', convertRun: row.convertRun, updatedAt: new Date() })
      .where(and(eq(conversions.id, row.id), eq(conversions.convertRun, run)));
  };
  return { run, giveBack };
}
