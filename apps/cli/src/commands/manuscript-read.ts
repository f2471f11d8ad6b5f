import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Manuscript } from '@galley/contracts';
import { readManuscriptBytes } from '@galley/manuscript/pipeline';

/** A manuscript file read as the server will read an upload: the upload checks, a .doc converted by LibreOffice. */
export async function readManuscriptFile(
  file: string,
): Promise<
  { ok: true; manuscript: Manuscript; tokens: number | undefined } | { ok: false; message: string }
> {
  const read = await readManuscriptBytes(basename(file), new Uint8Array(await readFile(file)));
  if (!read.ok) return { ok: false, message: `${read.message} (${read.code}: ${read.reason})` };
  return read;
}
