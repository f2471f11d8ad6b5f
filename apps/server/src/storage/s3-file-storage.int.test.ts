import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/support/s3-server.ts';
import { FileNotFoundError } from './file-not-found-error.ts';
import { S3FileStorage } from './s3-file-storage.ts';
import { fileStorageContract } from './storage-contract.ts';

describe('S3FileStorage (against a real S3-protocol server)', () => {
  fileStorageContract(
    async () => {
      const server = await startS3Server();
      return { storage: new S3FileStorage(server.storageConfig('galley/files')), close: server.close };
    },
    { signedUrls: true },
  );

  describe('in the bucket', () => {
    let server: TestS3Server;
    beforeAll(async () => {
      server = await startS3Server();
    });
    afterAll(() => server.close());

    it('stores each key as one object under the prefix', async () => {
      const storage = new S3FileStorage(server.storageConfig('tenant-a/files'));
      await storage.put('conversion/7/output.docx', Buffer.from('docx'));
      await new S3FileStorage(server.storageConfig()).put('at-root.txt', Buffer.from('root'));
      expect(await server.listKeys()).toEqual(['at-root.txt', 'tenant-a/files/conversion/7/output.docx']);
      await storage.remove('conversion/7/output.docx');
      expect(await server.listKeys('tenant-a/')).toEqual([]);
    });

    it('leaves no uploaded parts behind when a streamed write fails', async () => {
      const storage = new S3FileStorage(server.storageConfig('galley'));
      const failing = Readable.from(
        (async function* () {
          yield Buffer.alloc(11 * 1024 * 1024, 'x');
          throw new Error('client went away');
        })(),
        { objectMode: false },
      );
      await expect(storage.put('big.bin', failing)).rejects.toThrow('client went away');
      expect(server.pendingUploads()).toEqual([]);
      expect(await storage.exists('big.bin')).toBe(false);
    });

    it('uses the configured access key (a wrong one is refused by the server)', async () => {
      const config = server.storageConfig('galley');
      const wrong = new S3FileStorage({
        ...config,
        credentials: { accessKeyId: 'NOPE', secretAccessKey: 'x' },
      });
      await expect(wrong.put('a.txt', Buffer.from('x'))).rejects.toMatchObject({
        name: 'InvalidAccessKeyId',
      });
    });

    it('reports a missing bucket as its own error, not as a missing file', async () => {
      const storage = new S3FileStorage({ ...server.storageConfig(), bucket: 'no-such-bucket' });
      const error = await storage.get('a.txt').catch((caught: unknown) => caught);
      expect(error).not.toBeInstanceOf(FileNotFoundError);
      expect(error).toMatchObject({ name: 'NoSuchBucket' });
    });
  });
});
