import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DocConversionError } from './doc-conversion-error.ts';
import { convertWithSoffice, SofficeFailure } from './run-soffice.ts';

export interface DocConversionOptions {
  /** The LibreOffice binary (default `soffice` on the PATH, or GALLEY_SOFFICE). */
  soffice?: string;
  /** Killed after this long (default 60 s: a 10 MB .doc converts in a few seconds). */
  timeoutMs?: number;
}

/**
 * Converts a legacy Word .doc to .docx with LibreOffice headless (see convertWithSoffice: own profile, process
 * group killed on timeout). Each call gets its own temporary folder, so conversions can run side by side.
 */
export async function convertDocToDocx(
  bytes: Uint8Array,
  options: DocConversionOptions = {},
): Promise<Uint8Array> {
  const soffice = options.soffice ?? process.env.GALLEY_SOFFICE ?? 'soffice';
  const timeoutMs = options.timeoutMs ?? 60_000;
  const folder = await mkdtemp(path.join(tmpdir(), 'galley-doc-'));
  try {
    const input = path.join(folder, 'manuscript.doc');
    const output = path.join(folder, 'out');
    await writeFile(input, bytes);
    const { code, stderr } = await convertWithSoffice({
      soffice,
      folder,
      format: 'docx',
      outdir: output,
      inputs: [input],
      timeoutMs,
    }).catch((error: unknown) => {
      throw error instanceof SofficeFailure ? new DocConversionError(error.message) : error;
    });
    const produced = (await readdir(output).catch(() => [] as string[])).find((name) =>
      name.endsWith('.docx'),
    );
    if (!produced)
      throw new DocConversionError(
        `LibreOffice produced no .docx (exit ${code}): ${stderr.trim().slice(0, 500)}`,
      );
    return new Uint8Array(await readFile(path.join(output, produced)));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
