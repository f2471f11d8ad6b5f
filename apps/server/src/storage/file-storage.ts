import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Uploaded and generated files. Local folder today (GALLEY_DATA_DIR/files); an S3-compatible store
 * can implement the same four calls.
 */
export interface FileStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer>;
  stream(key: string): Readable;
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  /** Keys are ours (ids), never user file names; anything path-like beyond that is refused. */
  private resolve(key: string): string {
    if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '..')) {
      throw new Error(`invalid storage key: ${key}`);
    }
    return path.join(this.root, key);
  }

  async put(key: string, data: Uint8Array): Promise<void> {
    const target = this.resolve(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${target}.${process.pid}.partial`;
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, target);
  }

  get(key: string): Promise<Buffer> {
    return fs.readFile(this.resolve(key));
  }

  stream(key: string): Readable {
    return createReadStream(this.resolve(key));
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.resolve(key), { force: true });
  }
}
