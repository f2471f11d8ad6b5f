import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Why LibreOffice did not run to the end; the message says it in words a log reader needs. */
export class SofficeFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SofficeFailure';
  }
}

/**
 * Runs `soffice --headless --convert-to FORMAT` on `inputs` into `outdir`, with a private profile under `folder`
 * (`-env:UserInstallation`, so runs side by side never share or lock a profile), killing the whole process group
 * on timeout (soffice starts soffice.bin as a child). Resolves with the exit code and stderr; which files appeared
 * is the caller's to check.
 */
export function convertWithSoffice(options: {
  soffice: string;
  folder: string;
  format: string;
  outdir: string;
  inputs: string[];
  timeoutMs: number;
}): Promise<{ code: number | null; stderr: string }> {
  const { soffice, folder, format, outdir, inputs, timeoutMs } = options;
  const args = [
    '--headless',
    '--norestore',
    '--nolockcheck',
    `-env:UserInstallation=${pathToFileURL(path.join(folder, 'profile')).href}`,
    '--convert-to',
    format,
    '--outdir',
    outdir,
    ...inputs,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(soffice, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => {
      killGroup(child.pid);
      reject(new SofficeFailure(`LibreOffice did not finish within ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        new SofficeFailure(
          error.code === 'ENOENT'
            ? `LibreOffice is not installed: ${soffice} was not found (install libreoffice-writer-nogui, or set GALLEY_SOFFICE)`
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
