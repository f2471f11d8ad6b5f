import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { conversionOutputs, conversions } from '../../db/schema.ts';

/**
 * After one journal of a run settled: when none of the run is queued or converting any more, the conversion
 * goes complete (≥1 journal converted; completed_at starts the 30 days) or back to draft (none). Only while it
 * is still converting this run — a reset or a newer run is left alone. Each job calls it after its own row is
 * committed, so the last one always sees every row settled. Answers the new status, or null when unchanged.
 */
export async function finishConvertRun(
  db: Database,
  conversionId: string,
  run: number,
  now = new Date(),
): Promise<'complete' | 'draft' | null> {
  const outputs = await db
    .select({ status: conversionOutputs.status })
    .from(conversionOutputs)
    .where(and(eq(conversionOutputs.conversionId, conversionId), eq(conversionOutputs.run, run)));
  if (outputs.some((output) => output.status === 'queued' || output.status === 'converting')) return null;
  const status = outputs.some((output) => output.status === 'complete') ? 'complete' : 'draft';
  const moved = await db
    .update(conversions)
    .set({ status, completedAt: status === 'complete' ? now : null, updatedAt: now })
    .where(
      and(
        eq(conversions.id, conversionId),
        eq(conversions.convertRun, run),
        inArray(conversions.status, ['converting']),
      ),
    )
    .returning({ id: conversions.id });
  return moved.length > 0 ? status : null;
}
