import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DocConversionError } from './doc-conversion-error.ts';

export interface DocConversionOptions {
  /** The LibreOffice binary (default `soffice` on the PATH, or GALLEY_SOFFICE). */
  soffice?: string;
  /** Killed after this long (default 60 s: a 10 MB .doc converts in a few seconds). */
  timeoutMs?: number;
}

/**
 * Converts a legacy Word .doc to .docx with LibreOffice headless. Each call gets its own temporary folder and its
 * own LibreOffice profile (`-env:UserInstallation`), so conversions can run side by side and never share or lock a
 * user's profile; the whole process group is killed on timeout (soffice starts soffice.bin as a child).
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
    const args = [
      '--headless',
      '--norestore',
      '--nolockcheck',
      `-env:UserInstallation=${pathToFileURL(path.join(folder, 'profile')).href}`,
      '--convert-to',
      'docx',
      '--outdir',
      output,
      input,
    ];
    const { code, stderr } = await run(soffice, args, timeoutMs);
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

function run(
  command: string,
  args: string[],
  timeoutMs: number,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => {
      killGroup(child.pid);
      reject(new DocConversionError(`LibreOffice did not finish within ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        new DocConversionError(
          error.code === 'ENOENT'
            ? `LibreOffice is not installed: ${command} was not found (install libreoffice-writer-nogui, or set GALLEY_SOFFICE)`
            : `LibreOffice could not start: ${error.message}`,
        ),
      );
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone: nothing to stop.
  }
}
