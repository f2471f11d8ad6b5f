import { and, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { storedFiles } from '../../db/schema.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

/** Deletes files (object, then row) whose `expires_at` has passed; returns how many went. */
export async function deleteExpiredFiles(
  db: Database,
  storage: FileStorage,
  now: Date,
  batch = 500,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const due = await db
      .select({ id: storedFiles.id, key: storedFiles.key })
      .from(storedFiles)
      .where(and(isNotNull(storedFiles.expiresAt), lte(storedFiles.expiresAt, now)))
      .limit(batch);
    if (due.length === 0) return deleted;
    for (const file of due) await storage.remove(file.key);
    await db.delete(storedFiles).where(
      inArray(
        storedFiles.id,
        due.map((file) => file.id),
      ),
    );
    deleted += due.length;
    if (due.length < batch) return deleted;
  }
}
