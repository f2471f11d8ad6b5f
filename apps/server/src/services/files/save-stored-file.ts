import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { storedFiles } from '../../db/schema.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

export interface SaveStoredFileOptions {
  db: Database;
  storage: FileStorage;
  userId: string;
  /** Ours, derived from ids (e.g. `conversions/<id>/<journal>.docx`), never from a user's file name. */
  key: string;
  name: string;
  contentType: string;
  bytes: Uint8Array;
  kind: 'source' | 'output';
  ownerRef?: string | null;
  expiresAt?: Date | null;
}

/**
 * Writes a file and records who owns it. Both steps are keyed by `key`, so doing it again (a retried
 * job) overwrites the same object and keeps one row: one file, however often it runs.
 */
export async function saveStoredFile(options: SaveStoredFileOptions): Promise<{ id: string }> {
  const { db, key } = options;
  await options.storage.put(key, options.bytes);
  const values = {
    userId: options.userId,
    key,
    name: options.name,
    contentType: options.contentType,
    size: options.bytes.byteLength,
    kind: options.kind,
    ownerRef: options.ownerRef ?? null,
    expiresAt: options.expiresAt ?? null,
  };
  const [row] = await db
    .insert(storedFiles)
    .values(values)
    // A key is one user's: rewriting it keeps the owner, and never hands the row to someone else.
    .onConflictDoUpdate({
      target: storedFiles.key,
      set: { ...values, createdAt: new Date() },
      setWhere: eq(storedFiles.userId, options.userId),
    })
    .returning({ id: storedFiles.id });
  if (!row) throw new Error(`stored file ${key} belongs to another user`);
  return row;
}
