import { describe, expect, it } from 'vitest';
import { nextUploads, summarizeUploads, waitingUploads } from './pdf-uploads.ts';
import { runWithLimit } from './run-with-limit.ts';

const files = [
  { name: 'a.pdf', size: 100 },
  { name: 'b.pdf', size: 300 },
];

describe('PDF uploads', () => {
  it('numbers the files as the order’s references and follows each one', () => {
    let uploads = waitingUploads(files);
    expect(uploads.map((upload) => [upload.index, upload.status])).toEqual([
      [1, 'waiting'],
      [2, 'waiting'],
    ]);
    uploads = nextUploads(uploads, { type: 'progress', index: 2, sent: 0.5 });
    expect(uploads[1]).toMatchObject({ status: 'uploading', sent: 0.5 });
    expect(summarizeUploads(uploads)).toMatchObject({ percent: 38, finished: false });
    uploads = nextUploads(uploads, { type: 'progress', index: 2, sent: 1 });
    expect(uploads[1]?.status).toBe('reading');
    uploads = nextUploads(uploads, { type: 'failed', index: 1, error: 'Blank PDF' });
    uploads = nextUploads(uploads, { type: 'done', index: 2, source: 'Smith J. Title.' });
    expect(summarizeUploads(uploads)).toEqual({ total: 2, done: 1, failed: 1, finished: true, percent: 100 });
  });
});

describe('runWithLimit', () => {
  it('keeps at most `limit` running and goes on after a failure', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    await runWithLimit([1, 2, 3, 4, 5], 2, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      seen.push(n);
      if (n === 2) throw new Error('bad pdf');
    });
    expect(most).toBe(2);
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
