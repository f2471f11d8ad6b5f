import { inArray } from 'drizzle-orm';
import { type Zippable, zipSync } from 'fflate';
import type { Database } from '../../db/database.ts';
import { storedFiles } from '../../db/schema.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { assertNotExpired } from './assert-not-expired.ts';
import { ConversionRefusal } from './conversion-refusal.ts';
import { findOwnedConversion } from './find-owned-conversion.ts';
import { latestRunOutputs } from './latest-run-outputs.ts';

/**
 * "Download all" of the latest run as one zip: each converted journal's .docx and compliance report, and the
 * source's figures (Figure 1…n) once under figures/. Answers the zip and a file name for it.
 */
export async function buildDownloadAll(
  deps: { db: Database; storage: FileStorage },
  userId: string,
  conversionId: string,
  now = new Date(),
): Promise<{ name: string; bytes: Uint8Array }> {
  const row = await findOwnedConversion(deps.db, userId, conversionId);
  assertNotExpired(row, now);
  const done = (await latestRunOutputs(deps.db, row)).filter((output) => output.status === 'complete');
  if (done.length === 0) throw new ConversionRefusal(404, 'not_found', 'Nothing has been converted yet.');
  const figureIds = done.find((output) => output.figureFileIds.length > 0)?.figureFileIds ?? [];
  const ids = [...done.flatMap((o) => [o.docxFileId, o.reportFileId]), ...figureIds].filter(
    (id): id is string => id !== null,
  );
  const files = await deps.db.select().from(storedFiles).where(inArray(storedFiles.id, ids));
  const byId = new Map(files.map((file) => [file.id, file]));
  const zip: Zippable = {};
  for (const id of ids) {
    const file = byId.get(id);
    if (!file || file.userId !== userId) continue;
    const path = figureIds.includes(id) ? `figures/${file.name}` : file.name;
    // .docx and images are compressed already: stored as they are, only the JSON reports are deflated.
    const level = file.contentType === 'application/json' ? 6 : 0;
    zip[path] = [new Uint8Array(await deps.storage.get(file.key)), { level }];
  }
  return { name: `conversion-${conversionId.slice(0, 8)}.zip`, bytes: zipSync(zip) };
}
