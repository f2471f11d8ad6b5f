import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileNotFoundError } from './file-not-found-error.ts';
import type { FileStorage } from './file-storage.ts';
import { asFileNotFound, isMissingFile } from './local-file-errors.ts';
import { partialWritePath, sweepPartialWrites } from './local-partial-writes.ts';
import { assertSignedUrlExpiry } from './signed-url-expiry.ts';
import { assertStorageKey } from './storage-key.ts';

/** Files in a local folder (GALLEY_DATA_DIR/files by default), one file per key. */
export class LocalFileStorage implements FileStorage {
  constructor(readonly root: string) {}

  private resolve(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, data: Uint8Array | Readable): Promise<void> {
    const target = this.resolve(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Written beside the target, flushed to disk, then renamed over it: a reader opens the old file or the new
    // one, never half of it, and a crash leaves no torn file (only a temporary, for sweepAbandonedWrites).
    const temporary = partialWritePath(target);
    try {
      if (data instanceof Uint8Array) await fs.writeFile(temporary, data, { flag: 'wx', flush: true });
      else await pipeline(data, createWriteStream(temporary, { flags: 'wx', flush: true }));
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer> {
    const file = this.resolve(key);
    try {
      return await fs.readFile(file);
    } catch (error) {
      throw asFileNotFound(error, key);
    }
  }

  stream(key: string): Readable {
    const file = this.resolve(key);
    return Readable.from(readChunks(file, key), { objectMode: false });
  }

  async remove(key: string): Promise<void> {
    const file = this.resolve(key);
    try {
      await fs.unlink(file);
    } catch (error) {
      if (!isMissingFile(error)) throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    const file = this.resolve(key);
    try {
      return (await fs.stat(file)).isFile();
    } catch (error) {
      if (isMissingFile(error)) return false;
      throw error;
    }
  }

  async size(key: string): Promise<number> {
    const file = this.resolve(key);
    const stat = await fs.stat(file).catch((error: unknown) => {
      throw asFileNotFound(error, key);
    });
    if (!stat.isFile()) throw new FileNotFoundError(key);
    return stat.size;
  }

  async sweepAbandonedWrites(olderThan: Date): Promise<number> {
    return sweepPartialWrites(this.root, olderThan);
  }

  /** No URL of its own: the app serves local files (null says so). */
  async signedUrl(key: string, options: { expiresInSeconds: number }): Promise<string | null> {
    this.resolve(key);
    assertSignedUrlExpiry(options.expiresInSeconds);
    return null;
  }
}

/** Opens lazily, on the first read, so a missing file is an 'error' event like S3's. */
async function* readChunks(file: string, key: string): AsyncGenerator<Buffer> {
  const handle = await fs.open(file, 'r').catch((error: unknown) => {
    throw asFileNotFound(error, key);
  });
  let isFile = false;
  try {
    // Opening a folder succeeds on Linux; it is no file all the same.
    isFile = (await handle.stat()).isFile();
  } finally {
    if (!isFile) await handle.close();
  }
  if (!isFile) throw new FileNotFoundError(key);
  yield* handle.createReadStream();
}
