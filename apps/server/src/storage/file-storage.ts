import type { Readable } from 'node:stream';

export interface PutOptions {
  /** Kept by S3 (served with signed URLs); the local folder keeps bytes only. */
  contentType?: string;
}

export interface SignedUrlOptions {
  /** 1 s to 7 days (S3's limit for presigned URLs). */
  expiresInSeconds: number;
  /** Offered to the browser as the download's name; defaults to the key's last segment. */
  fileName?: string;
}

/**
 * Uploaded and generated files: a local folder (GALLEY_DATA_DIR/files) or an S3-compatible bucket,
 * chosen by GALLEY_STORAGE_URL (open-file-storage.ts). Both refuse a bad key with
 * InvalidStorageKeyError (storage-key.ts) and report a missing one with FileNotFoundError.
 */
export interface FileStorage {
  /** Atomic: a reader sees the old file or the new one, never part of it; a failed put keeps the old. */
  put(key: string, data: Uint8Array | Readable, options?: PutOptions): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** Streams without buffering the file; a missing key is an 'error' event with FileNotFoundError. */
  stream(key: string): Readable;
  /** Idempotent: removing a missing key succeeds. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Size in bytes. */
  size(key: string): Promise<number>;
  /**
   * Removes what writes cut short by a crash left behind, begun before `olderThan`; returns how many went. The
   * local folder's temporaries (local-partial-writes.ts). S3 has none: a PutObject is atomic, and the parts of
   * a streamed upload killed mid-way are the bucket's AbortIncompleteMultipartUpload lifecycle rule's to clear.
   */
  sweepAbandonedWrites(olderThan: Date): Promise<number>;
  /** A URL that downloads the file directly (S3), or null: serve it through the app (local folder). */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string | null>;
}
