import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { S3FileStorage } from './s3-file-storage.ts';
import type { StorageConfig } from './storage-config.ts';

/** The store GALLEY_STORAGE_URL chose: swapping the local folder for a bucket is configuration only. */
export function openFileStorage(config: StorageConfig): FileStorage {
  return config.kind === 's3' ? new S3FileStorage(config) : new LocalFileStorage(config.root);
}
