import path from 'node:path/posix';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { attachmentDisposition } from './content-disposition.ts';
import { FileNotFoundError } from './file-not-found-error.ts';
import type { FileStorage, PutOptions, SignedUrlOptions } from './file-storage.ts';
import { createS3Client } from './s3-client.ts';
import { assertSignedUrlExpiry } from './signed-url-expiry.ts';
import type { S3StorageConfig } from './storage-config.ts';
import { assertStorageKey } from './storage-key.ts';

/** NoSuchKey from GET, NotFound (a bare 404) from HEAD; a missing bucket stays an error of its own. */
function asFileNotFound(error: unknown, key: string): unknown {
  return error instanceof NoSuchKey || error instanceof NotFound ? new FileNotFoundError(key) : error;
}

/** Files as objects of an S3-compatible bucket, under `prefix/`. */
export class S3FileStorage implements FileStorage {
  readonly bucket: string;
  readonly prefix: string;

  constructor(
    config: S3StorageConfig,
    readonly client: S3Client = createS3Client(config),
  ) {
    this.bucket = config.bucket;
    this.prefix = config.prefix;
  }

  /** The object key of a storage key, validated exactly as the local store validates it. */
  objectKey(key: string): string {
    assertStorageKey(key);
    return this.prefix ? `${this.prefix}/${key}` : key;
  }

  async put(key: string, data: Uint8Array | Readable, options: PutOptions = {}): Promise<void> {
    const params = { Bucket: this.bucket, Key: this.objectKey(key), ContentType: options.contentType };
    // One PutObject is atomic. A stream of unknown length goes up in parts, and the object appears only
    // when CompleteMultipartUpload succeeds (Upload aborts the parts when the stream fails).
    if (data instanceof Uint8Array) await this.client.send(new PutObjectCommand({ ...params, Body: data }));
    else await new Upload({ client: this.client, params: { ...params, Body: data } }).done();
  }

  async get(key: string): Promise<Buffer> {
    const command = new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) });
    const response = await this.client.send(command).catch((error: unknown) => {
      throw asFileNotFound(error, key);
    });
    const bytes = (await response.Body?.transformToByteArray()) ?? new Uint8Array();
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  stream(key: string): Readable {
    const objectKey = this.objectKey(key);
    return Readable.from(this.readChunks(objectKey, key), { objectMode: false });
  }

  /** Asks on the first read, so nothing is requested for a stream nobody reads. */
  private async *readChunks(objectKey: string, key: string): AsyncGenerator<Buffer> {
    const command = new GetObjectCommand({ Bucket: this.bucket, Key: objectKey });
    const response = await this.client.send(command).catch((error: unknown) => {
      throw asFileNotFound(error, key);
    });
    // In Node the body is the HTTP response itself: chunks arrive as read, and an early
    // destroy() of our stream ends it (and frees the socket) through the iterator's return().
    if (response.Body) yield* response.Body as Readable;
  }

  async remove(key: string): Promise<void> {
    // S3 answers 204 for a key that does not exist: idempotent by nature.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.head(key);
      return true;
    } catch (error) {
      if (error instanceof FileNotFoundError) return false;
      throw error;
    }
  }

  async size(key: string): Promise<number> {
    return (await this.head(key)).ContentLength ?? 0;
  }

  private head(key: string) {
    const command = new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) });
    return this.client.send(command).catch((error: unknown) => {
      throw asFileNotFound(error, key);
    });
  }

  /** Nothing to sweep here: see FileStorage.sweepAbandonedWrites (parts of killed uploads: the bucket's lifecycle rule). */
  async sweepAbandonedWrites(_olderThan: Date): Promise<number> {
    return 0;
  }

  /** A presigned GET that downloads as an attachment named `fileName` (the key's last part by default). */
  async signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    const objectKey = this.objectKey(key);
    assertSignedUrlExpiry(options.expiresInSeconds);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: objectKey,
      ResponseContentDisposition: attachmentDisposition(options.fileName ?? path.basename(key)),
    });
    return getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds });
  }
}
