import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { storedFiles } from '../../db/schema.ts';
import { assertOwner } from '../../policies/assert-owner.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

/** Signed download links live this long: enough to start a download, too short to pass around. */
export const SIGNED_URL_SECONDS = 60;

export type Download =
  | { kind: 'redirect'; url: string }
  | { kind: 'stream'; name: string; contentType: string; size: number; body: Readable };

/**
 * A stored file for its owner: a short-lived signed URL where the store gives one (S3), else the
 * bytes streamed through the app (local folder). Someone else's file, or none, is 404.
 */
export async function openDownload(
  deps: { db: Database; storage: FileStorage },
  userId: string,
  fileId: string,
): Promise<Download> {
  const [row] = await deps.db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
  const file = assertOwner(row, userId, 'file');
  const url = await deps.storage.signedUrl(file.key, {
    expiresInSeconds: SIGNED_URL_SECONDS,
    fileName: file.name,
  });
  if (url) return { kind: 'redirect', url };
  return {
    kind: 'stream',
    name: file.name,
    contentType: file.contentType,
    size: file.size,
    body: deps.storage.stream(file.key),
  };
}
