import fs from 'node:fs';
import path from 'node:path';

/** Another live process holds the data folder; start-up prints the message and exits. */
export class DataDirLockedError extends Error {
  constructor(
    readonly ownerPid: number,
    readonly dir: string,
  ) {
    super(`Another Galley process (pid ${ownerPid}) is using ${dir}. Stop it, or set GALLEY_DATA_DIR.`);
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: a second server on the same folder would corrupt it. The lock
 * file holds the owner's pid; a stale lock (its process is gone) is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'galley.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => {
        if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `Another Galley process (pid ${owner}) is using ${dir}. Stop it, or set GALLEY_DATA_DIR.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
