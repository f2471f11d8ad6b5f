import { Manuscript } from '@galley/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type ConversionRow, storedFiles } from '../../db/schema.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { BoardRefusal } from './board-refusal.ts';

/** The manuscript model the auto-tag job stored for the board: what the board's HTML must keep, block by block. */
export async function loadBoardManuscript(
  deps: { db: Database; storage: FileStorage },
  row: ConversionRow,
): Promise<Manuscript> {
  const missing = () =>
    new BoardRefusal(409, 'not_tagged', 'The manuscript has not been read for the board yet.');
  if (!row.manuscriptFileId) throw missing();
  const [file] = await deps.db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, row.manuscriptFileId), eq(storedFiles.userId, row.userId)));
  if (!file) throw missing();
  const bytes = await deps.storage.get(file.key);
  return Manuscript.parse(JSON.parse(new TextDecoder().decode(bytes)));
}
