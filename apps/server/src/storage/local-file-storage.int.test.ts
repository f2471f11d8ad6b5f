import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from './local-file-storage.ts';
import { fileStorageContract } from './storage-contract.ts';

function scratchFolder(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'galley-files-'));
}

describe('LocalFileStorage', () => {
  fileStorageContract(
    async () => {
      const folder = scratchFolder();
      return {
        storage: new LocalFileStorage(path.join(folder, 'files')),
        close: async () => fs.rmSync(folder, { recursive: true, force: true }),
      };
    },
    { signedUrls: false },
  );

  describe('on disk', () => {
    const folder = scratchFolder();
    const root = path.join(folder, 'files');
    const storage = new LocalFileStorage(root);
    afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

    it('keeps one file per key under its root, and no temporary file after a failed write', async () => {
      await storage.put('conversion/42/output.docx', Buffer.from('docx'));
      expect(fs.readFileSync(path.join(root, 'conversion/42/output.docx'), 'utf8')).toBe('docx');
      const failing = Readable.from(
        (async function* () {
          yield Buffer.from('half');
          throw new Error('disk went away');
        })(),
      );
      await expect(storage.put('conversion/42/output.docx', failing)).rejects.toThrow('disk went away');
      expect(fs.readdirSync(path.join(root, 'conversion/42'))).toEqual(['output.docx']);
    });

    it('writes nothing outside its root for an escaping key', async () => {
      await expect(storage.put('../outside', Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
      await expect(storage.put('/tmp/outside', Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
      expect(fs.readdirSync(folder)).toEqual(['files']);
    });
  });
});
