import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isMissingFile } from './local-file-errors.ts';

const PARTIAL = /^\..+\.[0-9a-f-]{36}\.partial$/;

/**
 * Where a put writes before its rename: beside the target, under a name no key can have (the leading dot is
 * outside the key alphabet), unique to this write.
 */
export function partialWritePath(target: string): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.partial`);
}

/** Whether a file name is a put's temporary rather than a stored key. */
export function isPartialWrite(name: string): boolean {
  return PARTIAL.test(name);
}

/**
 * Removes the temporaries of writes that never finished — a process killed between its write and its rename
 * leaves one — last modified before `olderThan` (a write in flight is seconds old). Returns how many went.
 */
export async function sweepPartialWrites(root: string, olderThan: Date): Promise<number> {
  // Walked as a stream: the folder may hold every file the app ever kept.
  const folder = await fs.opendir(root, { recursive: true }).catch((error: unknown) => {
    if (isMissingFile(error)) return null;
    throw error;
  });
  let removed = 0;
  for await (const entry of folder ?? []) {
    if (!entry.isFile() || !isPartialWrite(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stat = await fs.stat(file).catch((error: unknown) => {
      if (isMissingFile(error)) return null;
      throw error;
    });
    if (!stat || stat.mtime >= olderThan) continue;
    await fs.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
