import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Manuscript } from '@galley/contracts';
import { checkUploadConvertingDoc } from '@galley/manuscript/node';

/** A manuscript file read as the server will read an upload: the upload checks, a .doc converted by LibreOffice. */
export async function readManuscriptFile(
  file: string,
): Promise<
  { ok: true; manuscript: Manuscript; tokens: number | undefined } | { ok: false; message: string }
> {
  const check = await checkUploadConvertingDoc([
    { name: basename(file), bytes: new Uint8Array(await readFile(file)) },
  ]);
  if (!check.ok) return { ok: false, message: `${check.message} (${check.code}: ${check.reason})` };
  if (!check.manuscript) return { ok: false, message: 'The file passed the checks but could not be read.' };
  return { ok: true, manuscript: check.manuscript, tokens: check.tokens };
}
