import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalFileStorage } from './local-file-storage.ts';
import { isPartialWrite, partialWritePath, sweepPartialWrites } from './local-partial-writes.ts';

const HOUR_MS = 3_600_000;

describe('temporaries of local writes', () => {
  let root = '';
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  async function aged(file: string, ageMs: number) {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, 'half');
    const time = new Date(Date.now() - ageMs);
    await fs.utimes(file, time, time);
  }

  it('names them so no key can clash, and tells them from keys', () => {
    const name = path.basename(partialWritePath('/data/conversions/7/run-1/bmj.docx'));
    expect(name).toMatch(/^\.bmj\.docx\.[0-9a-f-]{36}\.partial$/);
    expect(isPartialWrite(name)).toBe(true);
    expect(isPartialWrite('bmj.docx')).toBe(false);
    expect(isPartialWrite('.bmj.docx.partial')).toBe(false);
    expect(isPartialWrite('notes.partial')).toBe(false);
  });

  it('sweeps old ones in every folder, keeps young ones and every key, and says how many went', async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'galley-partials-'));
    const storage = new LocalFileStorage(root);
    await storage.put('conversions/1/run-1/bmj.docx', Buffer.from('docx'));
    await storage.put('conversions/2/source.docx', Buffer.from('source'));
    const old = [
      partialWritePath(path.join(root, 'conversions/1/run-1/bmj.docx')),
      partialWritePath(path.join(root, 'conversions/2/source.docx')),
    ];
    const young = partialWritePath(path.join(root, 'conversions/1/run-1/jama.docx'));
    for (const file of old) await aged(file, 2 * HOUR_MS);
    await aged(young, 1_000);
    await aged(path.join(root, 'conversions/2/.look-alike.partial'), 2 * HOUR_MS);

    expect(await storage.sweepAbandonedWrites(new Date(Date.now() - HOUR_MS))).toBe(2);
    for (const file of old) await expect(fs.stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await fs.stat(young)).isFile()).toBe(true);
    expect(await fs.readdir(path.join(root, 'conversions/2'))).toEqual(
      expect.arrayContaining(['.look-alike.partial', 'source.docx']),
    );
    expect(await storage.get('conversions/1/run-1/bmj.docx')).toEqual(Buffer.from('docx'));
    expect(await storage.sweepAbandonedWrites(new Date(Date.now() - HOUR_MS))).toBe(0);
  });

  it('finds nothing to sweep in a folder that does not exist yet', async () => {
    root = path.join(os.tmpdir(), `galley-partials-missing-${process.pid}`);
    expect(await sweepPartialWrites(root, new Date())).toBe(0);
  });
});
