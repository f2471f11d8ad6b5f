import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FileNotFoundError } from './file-not-found-error.ts';
import type { FileStorage } from './file-storage.ts';
import { InvalidStorageKeyError } from './invalid-storage-key-error.ts';

export interface ContractSubject {
  storage: FileStorage;
  close(): Promise<void>;
}

const MB = 1024 * 1024;

async function readAll(stream: Readable): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return chunks;
}

/** Resolves or rejects like the call, whether the call throws at once or returns a promise. */
function attempt(call: () => unknown): Promise<unknown> {
  return Promise.resolve().then(call);
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** `first`, then waits for `gate` before `rest`; `paused` resolves once the writer has taken `first`. */
function pausedStream(first: Buffer, rest: Buffer) {
  const paused = deferred();
  const gate = deferred();
  const stream = Readable.from(
    (async function* () {
      yield first;
      paused.resolve();
      await gate.promise;
      yield rest;
    })(),
    { objectMode: false },
  );
  return { stream, paused: paused.promise, release: gate.resolve };
}

const ESCAPING_KEYS = [
  '../outside',
  'files/../../outside',
  '..',
  '.',
  '/etc/passwd',
  'a\\b',
  '..\\outside',
  'a//b',
  'a/',
  '',
  'a\0b',
  'a/./b',
  '.hidden',
  `${'k'.repeat(600)}`,
  `a/${'k'.repeat(250)}`,
];

/**
 * What every FileStorage promises, as tests: the local folder and S3 run this same suite, so callers
 * can swap one for the other by configuration. Call it inside a describe(); keys are fresh per test.
 */
export function fileStorageContract(
  open: () => Promise<ContractSubject>,
  expected: { signedUrls: boolean },
): void {
  let subject: ContractSubject;
  let storage: FileStorage;
  beforeAll(async () => {
    subject = await open();
    storage = subject.storage;
  });
  afterAll(() => subject?.close());
  const freshKey = (name = 'file.bin') => `contract/${randomUUID()}/${name}`;

  it('gives back exactly the bytes it was given, from a buffer or a stream', async () => {
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, index) => index));
    const key = freshKey();
    await storage.put(key, bytes);
    expect(await storage.get(key)).toEqual(bytes);
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.size(key)).toBe(256);

    const streamed = freshKey();
    await storage.put(streamed, Readable.from([bytes.subarray(0, 100), bytes.subarray(100)]));
    expect(await storage.get(streamed)).toEqual(bytes);
    expect(Buffer.concat(await readAll(storage.stream(streamed)))).toEqual(bytes);
  });

  it('keeps an empty file', async () => {
    const key = freshKey();
    await storage.put(key, new Uint8Array());
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.size(key)).toBe(0);
    expect((await storage.get(key)).length).toBe(0);
  });

  it('overwrites a file whole, even with a shorter one', async () => {
    const key = freshKey();
    await storage.put(key, Buffer.from('the first, longer version'));
    await storage.put(key, Buffer.from('second'));
    expect((await storage.get(key)).toString()).toBe('second');
    expect(await storage.size(key)).toBe(6);
  });

  it('lets a concurrent reader see the old file or the new one, never part of either', async () => {
    const key = freshKey();
    const before = Buffer.alloc(8 * MB, 'a');
    const after = Buffer.alloc(8 * MB, 'b');
    await storage.put(key, before);
    let writing = true;
    const written = storage.put(key, after).finally(() => {
      writing = false;
    });
    const seen: string[] = [];
    const look = async () => {
      const read = await storage.get(key);
      seen.push(read.equals(before) ? 'old' : read.equals(after) ? 'new' : `partial (${read.length} bytes)`);
    };
    const reader = async () => {
      while (writing) await look();
    };
    await Promise.all([reader(), reader(), reader()]);
    await written;
    await look();
    expect(seen.filter((what) => what !== 'old' && what !== 'new')).toEqual([]);
    expect(seen.at(-1)).toBe('new');
  });

  it('shows the old file whole while a streamed write is halfway, and the new one after it', async () => {
    const key = freshKey();
    const before = Buffer.alloc(3 * MB, 'o');
    // Bigger than S3 uploads' 5 MB part, so a part is already on the server while the stream waits.
    const first = Buffer.alloc(6 * MB, 'n');
    const rest = Buffer.alloc(1 * MB, 'N');
    await storage.put(key, before);
    const { stream, paused, release } = pausedStream(first, rest);
    const written = storage.put(key, stream);
    await paused;
    await sleep(300);
    expect((await storage.get(key)).equals(before)).toBe(true);
    expect(await storage.size(key)).toBe(before.length);
    release();
    await written;
    expect((await storage.get(key)).equals(Buffer.concat([first, rest]))).toBe(true);
  });

  it('keeps the old file when a streamed write fails', async () => {
    const key = freshKey();
    await storage.put(key, Buffer.from('keep me'));
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(6 * MB, 'x');
        throw new Error('upload interrupted');
      })(),
      { objectMode: false },
    );
    await expect(storage.put(key, failing)).rejects.toThrow('upload interrupted');
    expect((await storage.get(key)).toString()).toBe('keep me');
  });

  it('streams a multi-megabyte file in small chunks, never the whole file at once', async () => {
    const key = freshKey();
    const bytes = randomBytes(12 * MB);
    await storage.put(key, bytes);
    const chunks = await readAll(storage.stream(key));
    expect(chunks.length).toBeGreaterThan(12);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThanOrEqual(MB);
    const digest = (data: Buffer) => createHash('sha256').update(data).digest('hex');
    expect(digest(Buffer.concat(chunks))).toBe(digest(bytes));
  });

  it('lets a reader stop a stream early and read again', async () => {
    const key = freshKey();
    await storage.put(key, randomBytes(4 * MB));
    const stream = storage.stream(key);
    const [firstChunk] = await new Promise<Buffer[]>((resolve, reject) => {
      stream.once('data', (chunk: Buffer) => resolve([chunk]));
      stream.once('error', reject);
    });
    expect(firstChunk?.length).toBeGreaterThan(0);
    stream.destroy();
    await new Promise((resolve) => stream.once('close', resolve));
    expect((await storage.get(key)).length).toBe(4 * MB);
  });

  it('removes a file, and removing a missing one is no error', async () => {
    const key = freshKey();
    const sibling = freshKey('sibling.bin');
    await storage.put(key, Buffer.from('bye'));
    await storage.put(sibling, Buffer.from('stay'));
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.get(key)).rejects.toBeInstanceOf(FileNotFoundError);
    await storage.remove(key);
    await storage.remove(freshKey('never-written.bin'));
    expect((await storage.get(sibling)).toString()).toBe('stay');
  });

  it('reports a missing key as FileNotFoundError from get, size and stream, and as false from exists', async () => {
    const key = freshKey('missing.bin');
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.get(key)).rejects.toThrow(FileNotFoundError);
    await expect(storage.get(key)).rejects.toMatchObject({ key });
    await expect(storage.size(key)).rejects.toThrow(FileNotFoundError);
    await expect(readAll(storage.stream(key))).rejects.toThrow(FileNotFoundError);
  });

  it('treats a key that is only the start of other keys as no file', async () => {
    const folder = `contract/${randomUUID()}`;
    await storage.put(`${folder}/inside.bin`, Buffer.from('x'));
    expect(await storage.exists(folder)).toBe(false);
    await expect(storage.get(folder)).rejects.toThrow(FileNotFoundError);
    await expect(storage.size(folder)).rejects.toThrow(FileNotFoundError);
    await expect(readAll(storage.stream(folder))).rejects.toThrow(FileNotFoundError);
    await storage.remove(folder);
    expect(await storage.exists(`${folder}/inside.bin`)).toBe(true);
  });

  it('refuses keys that could escape or are not ours, in every call, with InvalidStorageKeyError', async () => {
    for (const key of ESCAPING_KEYS) {
      const calls: Array<[string, () => unknown]> = [
        ['put', () => storage.put(key, Buffer.from('x'))],
        ['get', () => storage.get(key)],
        ['stream', () => storage.stream(key)],
        ['remove', () => storage.remove(key)],
        ['exists', () => storage.exists(key)],
        ['size', () => storage.size(key)],
        ['signedUrl', () => storage.signedUrl(key, { expiresInSeconds: 60 })],
      ];
      for (const [name, call] of calls) {
        const outcome = await attempt(call).then(
          () => 'accepted',
          (error: unknown) => error,
        );
        expect(outcome, `${name}(${JSON.stringify(key.slice(0, 40))})`).toBeInstanceOf(
          InvalidStorageKeyError,
        );
      }
    }
  });

  it('refuses a signed URL lifetime outside 1 s to 7 days', async () => {
    const key = freshKey();
    for (const expiresInSeconds of [0, -1, 1.5, 8 * 24 * 3600]) {
      await expect(storage.signedUrl(key, { expiresInSeconds })).rejects.toBeInstanceOf(RangeError);
    }
  });

  if (expected.signedUrls) {
    it('signs a download URL that plain fetch can use, as an attachment with the file name, until it expires', async () => {
      const key = freshKey('draft.pdf');
      const bytes = randomBytes(64 * 1024);
      await storage.put(key, bytes, { contentType: 'application/pdf' });
      const url = await storage.signedUrl(key, { expiresInSeconds: 60, fileName: 'Résumé "final".pdf' });
      const response = await fetch(url ?? 'about:blank');
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const disposition = response.headers.get('content-disposition') ?? '';
      expect(disposition).toMatch(/^attachment;/);
      expect(disposition).toContain("filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.pdf");

      const shortLived = await storage.signedUrl(key, { expiresInSeconds: 1 });
      expect(decodeURIComponent(shortLived ?? '')).toContain('filename="draft.pdf"');
      await sleep(2_100);
      const expired = await fetch(shortLived ?? 'about:blank');
      expect(expired.status).toBe(403);
      expect(await expired.text()).toContain('AccessDenied');
    });
  } else {
    it('has no URL of its own: null means "serve it through the app"', async () => {
      const key = freshKey();
      await storage.put(key, Buffer.from('x'));
      expect(await storage.signedUrl(key, { expiresInSeconds: 60, fileName: 'x.txt' })).toBeNull();
    });
  }
}
