import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { conversions, storedFiles } from '../../db/schema.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { deleteExpiredFiles } from '../files/delete-expired-files.ts';

/** Spec §4: a conversion's files go 30 days after it completed, and then it reads as expired. */
export const COMPLETED_RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;
/** A write in flight is seconds old; a temporary this old was left by a process killed mid-write. */
export const ABANDONED_WRITE_AGE_MS = 3_600_000;

export interface RetentionOptions {
  db: Database;
  storage: FileStorage;
  now: Date;
  /** Uploaded sources of drafts untouched this long are deleted (GALLEY_DRAFT_RETENTION_DAYS). */
  draftRetentionDays: number;
}

export interface RetentionResult {
  expiredConversions: number;
  abandonedDrafts: number;
  deletedFiles: number;
  /** Temporaries of writes a killed process never finished (FileStorage.sweepAbandonedWrites). */
  abandonedWrites: number;
}

/**
 * The daily retention pass: completed conversions past 30 days become expired and their files are
 * due; sources of drafts abandoned past the configured time are due; then every due file is deleted, and
 * what writes cut short by a crash left in the storage goes too.
 */
export async function applyRetention(options: RetentionOptions): Promise<RetentionResult> {
  const { db, now } = options;
  const expired = await db
    .update(conversions)
    .set({ status: 'expired', expiredAt: now, updatedAt: now })
    .where(
      and(
        eq(conversions.status, 'complete'),
        lt(conversions.completedAt, new Date(now.getTime() - COMPLETED_RETENTION_DAYS * DAY_MS)),
      ),
    )
    .returning({ id: conversions.id });
  await dueNow(
    db,
    now,
    expired.map((row) => `conversion:${row.id}`),
  );
  const abandoned = await db
    .select({ id: conversions.id })
    .from(conversions)
    .where(
      and(
        inArray(conversions.status, ['initial', 'uploading', 'draft']),
        lt(conversions.updatedAt, new Date(now.getTime() - options.draftRetentionDays * DAY_MS)),
      ),
    );
  await dueNow(
    db,
    now,
    abandoned.map((row) => `conversion:${row.id}`),
    'source',
  );
  const deletedFiles = await deleteExpiredFiles(db, options.storage, now);
  const abandonedWrites = await options.storage.sweepAbandonedWrites(
    new Date(now.getTime() - ABANDONED_WRITE_AGE_MS),
  );
  return {
    expiredConversions: expired.length,
    abandonedDrafts: abandoned.length,
    deletedFiles,
    abandonedWrites,
  };
}

/** Marks the files of these owners (of one kind, or all) as due for deletion now. */
async function dueNow(
  db: Database,
  now: Date,
  ownerRefs: string[],
  kind?: 'source' | 'output',
): Promise<void> {
  if (ownerRefs.length === 0) return;
  await db
    .update(storedFiles)
    .set({
      expiresAt: sql`least(coalesce(${storedFiles.expiresAt}, ${now.toISOString()}::timestamptz), ${now.toISOString()}::timestamptz)`,
    })
    .where(and(inArray(storedFiles.ownerRef, ownerRefs), kind ? eq(storedFiles.kind, kind) : undefined));
}
