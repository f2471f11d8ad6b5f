import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { storedFiles } from '../../db/schema.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { assertNotExpired } from './assert-not-expired.ts';
import { BoardRefusal } from './board-refusal.ts';
import { findOwnedConversion } from './find-owned-conversion.ts';

/**
 * The author's uploaded manuscript, streamed through the app (a blob for the web, whatever the store: no
 * cross-origin redirect to follow). A .doc upload is kept converted, so it comes back as `<name>.docx`.
 */
export async function openConversionFile(
  deps: { db: Database; storage: FileStorage },
  userId: string,
  conversionId: string,
): Promise<{ name: string; contentType: string; size: number; body: Readable }> {
  const row = await findOwnedConversion(deps.db, userId, conversionId);
  // Spec §4: nothing of an expired conversion is downloaded any more (410), its upload neither.
  assertNotExpired(row);
  const [file] = row.sourceFileId
    ? await deps.db.select().from(storedFiles).where(eq(storedFiles.id, row.sourceFileId))
    : [];
  if (!file || file.userId !== userId) throw new BoardRefusal(404, 'no_file', 'No manuscript is uploaded.');
  const name = `${(row.fileName ?? file.name).replace(/\.docx?$/i, '')}.docx`;
  return { name, contentType: file.contentType, size: file.size, body: deps.storage.stream(file.key) };
}
