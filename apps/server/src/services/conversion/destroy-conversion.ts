import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { conversions, storedFiles } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { findOwnedConversion } from './find-owned-conversion.ts';

/**
 * Deletes the user's conversion and every file stored for it (upload and outputs, `conversion:<id>`): files
 * first, so a failure leaves rows that point at nothing rather than files nobody can find. A conversion that is
 * converting is refused: its jobs would write outputs for a conversion that no longer exists.
 */
export async function destroyConversion(
  deps: { db: Database; storage: FileStorage },
  userId: string,
  conversionId: string,
): Promise<{ success: true }> {
  const row = await findOwnedConversion(deps.db, userId, conversionId);
  if (row.status === 'converting') {
    throw new AppError('bad_request', 'A conversion cannot be deleted while it is converting.');
  }
  const ownerRef = `conversion:${row.id}`;
  const files = await deps.db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(eq(storedFiles.ownerRef, ownerRef));
  for (const file of files) await deps.storage.remove(file.key);
  await deps.db.delete(storedFiles).where(eq(storedFiles.ownerRef, ownerRef));
  await deps.db.delete(conversions).where(eq(conversions.id, row.id));
  return { success: true };
}
