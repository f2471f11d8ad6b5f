import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { conversions, storedFiles } from '../../db/schema.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { BoardRefusal } from './board-refusal.ts';
import { CLEARED_BOARD } from './cleared-board.ts';
import { findOwnedConversion } from './find-owned-conversion.ts';

/**
 * Back to step 1 (the web has asked for confirmation): the upload, the read manuscript and the board data go, the
 * conversion is initial again. An auto-tag job still running finds its row taken from it and writes nothing.
 */
export async function deleteConversionFile(
  deps: { db: Database; storage: FileStorage },
  userId: string,
  conversionId: string,
): Promise<{ success: true }> {
  const row = await findOwnedConversion(deps.db, userId, conversionId);
  if (row.status !== 'draft' && row.status !== 'initial')
    throw new BoardRefusal(409, 'not_draft', `The conversion is ${row.status}; its file cannot be deleted.`);
  const ids = [row.sourceFileId, row.manuscriptFileId].filter((id): id is string => id !== null);
  // The row first: from here no job or request reads the files the next lines remove. Only while it is still the
  // draft (or initial) read above: a convert run taken meanwhile keeps its source and its status.
  const [taken] = await deps.db
    .update(conversions)
    .set({
      status: 'initial',
      fileName: null,
      sourceFileId: null,
      ...CLEARED_BOARD,
      stepData: null,
      uploadErrorCode: null,
      uploadErrorDetail: null,
      updatedAt: new Date(),
    })
    .where(and(eq(conversions.id, row.id), inArray(conversions.status, ['draft', 'initial'])))
    .returning({ id: conversions.id });
  if (!taken) throw new BoardRefusal(409, 'not_draft', 'The conversion changed meanwhile; its file is kept.');
  for (const id of ids) {
    const [file] = await deps.db.select().from(storedFiles).where(eq(storedFiles.id, id));
    if (!file || file.userId !== userId) continue;
    await deps.storage.remove(file.key);
    await deps.db.delete(storedFiles).where(eq(storedFiles.id, id));
  }
  return { success: true };
}
