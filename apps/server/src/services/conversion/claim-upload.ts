import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type ConversionRow, conversions } from '../../db/schema.ts';

/**
 * An `uploading` this old was left by a server that stopped mid-read (the worker read of a .doc is bounded by
 * LibreOffice's 60 s limit); the author may upload again instead of being stuck until retention.
 */
export const STALE_UPLOAD_MS = 5 * 60_000;

/** Whether the conversion takes a (new) manuscript: initial, draft, or an abandoned upload. */
export function takesUpload(row: Pick<ConversionRow, 'status' | 'updatedAt'>, now = new Date()): boolean {
  if (row.status === 'initial' || row.status === 'draft') return true;
  return row.status === 'uploading' && row.updatedAt.getTime() < now.getTime() - STALE_UPLOAD_MS;
}

/** Moves the conversion to `uploading` if it still takes an upload: one of two simultaneous uploads wins. */
export async function claimUpload(db: Database, conversionId: string, now = new Date()): Promise<boolean> {
  const [claimed] = await db
    .update(conversions)
    .set({ status: 'uploading', updatedAt: now })
    .where(
      and(
        eq(conversions.id, conversionId),
        or(
          inArray(conversions.status, ['initial', 'draft']),
          and(
            eq(conversions.status, 'uploading'),
            lt(conversions.updatedAt, new Date(now.getTime() - STALE_UPLOAD_MS)),
          ),
        ),
      ),
    )
    .returning({ id: conversions.id });
  return claimed !== undefined;
}
