import { FileNotFoundError } from './file-not-found-error.ts';

/** What the file system says when a key names no file: nothing there, a file where a folder should be, a folder. */
const MISSING_CODES = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

export function isMissingFile(error: unknown): boolean {
  return MISSING_CODES.has((error as NodeJS.ErrnoException | null)?.code ?? '');
}

/** FileNotFoundError for a missing file, the original error for anything else (permissions, disk). */
export function asFileNotFound(error: unknown, key: string): unknown {
  return isMissingFile(error) ? new FileNotFoundError(key) : error;
}
