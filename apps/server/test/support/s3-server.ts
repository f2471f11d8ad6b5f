import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../../src/storage/storage-config.ts';

/** s3rver's built-in account; it refuses any other access key. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const REGION = 'us-east-1';

export interface TestS3Server {
  /** `http://127.0.0.1:<port>`, for GALLEY_S3_ENDPOINT. */
  endpoint: string;
  /** A bucket that exists on this server. */
  bucket: string;
  /** An SDK client of its own, to look into the bucket behind the app's back. */
  client: S3Client;
  /** The storage settings of `s3://bucket/prefix` on this server, as loadConfig would make them. */
  storageConfig(prefix?: string): S3StorageConfig;
  /** The environment that points Galley at `s3://bucket/prefix` on this server. */
  env(prefix?: string): Record<string, string>;
  /** Every object key in the bucket (under `prefix`). */
  listKeys(prefix?: string): Promise<string[]>;
  /** Multipart uploads begun and neither completed nor aborted (their parts cost money on S3). */
  pendingUploads(): string[];
  close(): Promise<void>;
}

interface StoreBase {
  getResourcePath(bucket: string, key: string | undefined, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: unknown, md5: string): Promise<void>;
}
type StoreClass = new (directory: string) => StoreBase;
interface StoredObject {
  bucket: string;
  key: string;
  content: Readable | Buffer;
  metadata: unknown;
}

const FilesystemStore = createRequire(import.meta.url)('s3rver/lib/stores/filesystem.js') as StoreClass;

/** Writes all of `content` to `file` and only then resolves, with S3's size and MD5 ETag. */
async function writeWhole(content: Readable | Buffer, file: string): Promise<{ size: number; md5: string }> {
  const md5 = createHash('md5');
  let size = 0;
  const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
  await pipeline(
    source,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        md5.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    fs.createWriteStream(file),
  );
  return { size, md5: md5.digest('hex') };
}

/**
 * s3rver's store, made to keep the two promises real S3 makes and s3rver 3.7 does not: a PUT replaces
 * an object atomically (s3rver truncates and rewrites the file in place, so a concurrent GET could read
 * half an object), and a PUT or part upload is answered only once its bytes are written (s3rver answers
 * before the write stream finishes). Without this the storage contract would test s3rver's shortcuts.
 */
class AtomicFilesystemStore extends FilesystemStore {
  async putObject(object: StoredObject): Promise<{ size: number; md5: string }> {
    const target = this.getResourcePath(object.bucket, object.key, 'object');
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    // No `._S3rver_object` suffix, so listings never show it.
    const temporary = path.join(path.dirname(target), `.upload-${randomUUID()}`);
    const written = await writeWhole(object.content, temporary);
    await this.putMetadata(object.bucket, object.key, object.metadata, written.md5);
    await fs.promises.rename(temporary, target);
    return written;
  }

  async putPart(
    bucket: string,
    uploadId: string,
    partNumber: number,
    content: Readable,
  ): Promise<{ size: number; md5: string }> {
    const partPath = path.join(
      this.getResourcePath(bucket, undefined, 'uploads'),
      uploadId,
      String(partNumber),
    );
    await fs.promises.mkdir(path.dirname(partPath), { recursive: true });
    const written = await writeWhole(content, partPath);
    await fs.promises.writeFile(`${partPath}.md5`, written.md5);
    return written;
  }
}

type Middleware = (
  context: { method: string; path: string; query: Record<string, unknown>; status: number },
  next: () => Promise<unknown>,
) => Promise<unknown>;

/** AbortMultipartUpload (DELETE /bucket/key?uploadId=…), which s3rver 3.7 answers with 405. */
function abortUploads(uploadsFolder: (bucket: string) => string): Middleware {
  return async (context, next) => {
    const uploadId = context.query.uploadId;
    if (context.method !== 'DELETE' || typeof uploadId !== 'string') return next();
    if (!/^[\w-]+$/.test(uploadId)) throw new Error(`unexpected upload id ${uploadId}`);
    const bucket = context.path.split('/')[1] ?? '';
    await fs.promises.rm(path.join(uploadsFolder(bucket), uploadId), { recursive: true, force: true });
    context.status = 204;
  };
}

/**
 * A real S3-protocol server (s3rver) on 127.0.0.1, on a free port, with one empty bucket, storing in
 * a scratch folder that close() removes. Presigned URLs are checked for expiry (not for signature).
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-s3-'));
  const bucket = `galley-test-${randomUUID().slice(0, 8)}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const store = new AtomicFilesystemStore(directory);
  Object.assign(server, { store });
  const koa = server as unknown as { context: object; middleware: Middleware[] };
  Object.assign(koa.context, { store });
  const uploadsFolder = (name: string) => store.getResourcePath(name, undefined, 'uploads');
  koa.middleware.unshift(abortUploads(uploadsFolder));
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: REGION, forcePathStyle: true, credentials: CREDENTIALS });
  const storageConfig = (prefix = ''): S3StorageConfig => ({
    kind: 's3',
    bucket,
    prefix,
    endpoint,
    region: REGION,
    credentials: CREDENTIALS,
  });
  return {
    endpoint,
    bucket,
    client,
    storageConfig,
    env: (prefix = '') => ({
      GALLEY_STORAGE_URL: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
      GALLEY_S3_ENDPOINT: endpoint,
      GALLEY_S3_REGION: REGION,
      GALLEY_S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      GALLEY_S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    }),
    listKeys: async (prefix) => {
      const listing = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (listing.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    pendingUploads: () => {
      const folder = uploadsFolder(bucket);
      return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
    },
    close: async () => {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
