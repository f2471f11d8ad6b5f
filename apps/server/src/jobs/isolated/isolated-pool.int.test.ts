import fs from 'node:fs';
import path from 'node:path';
import { loadCatalogue } from '@galley/journals';
import { afterAll, describe, expect, it } from 'vitest';
import { IsolatedPool } from './isolated-pool.ts';

const shared = path.resolve(
  import.meta.dirname,
  '../../../../..',
  process.env.GALLEY_SHARED_DATA ?? '../shared/data',
);
const manuscript = path.join(shared, 'manuscripts', 'bioinf_cellmap_NAR_endnote.docx');
const journal = loadCatalogue().find((candidate) => candidate.articleTypes.includes('original_article'));

function input() {
  return {
    fileName: path.basename(manuscript),
    bytes: new Uint8Array(fs.readFileSync(manuscript)),
    journalId: journal?.id ?? '',
    articleType: 'original_article',
  };
}

/**
 * Conversions run in worker threads with a heap limit: a file that needs more memory than allowed
 * kills its thread and fails its task, while this process (the server) carries on, and a pool with
 * room converts the same file.
 */
describe('the isolated pool', () => {
  const pools: IsolatedPool[] = [];
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.close()));
  });

  it('keeps this process alive when worker threads run out of memory, and the task fails by its deadline', async () => {
    const deaths: unknown[] = [];
    // Too little heap for a worker even to start: every thread dies of it, again and again.
    const starved = new IsolatedPool({ memoryMb: 16, threads: 1, onError: (error) => deaths.push(error) });
    pools.push(starved);
    await expect(starved.run('convertManuscript', input(), AbortSignal.timeout(5_000))).rejects.toThrow(
      /abort/i,
    );
    expect(deaths.length).toBeGreaterThan(0);
    expect(String((deaths[0] as { code?: string }).code)).toBe('ERR_WORKER_OUT_OF_MEMORY');

    const roomy = new IsolatedPool({ memoryMb: 1_024, threads: 1 });
    pools.push(roomy);
    const result = await roomy.run('convertManuscript', input());
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.docx.byteLength).toBeGreaterThan(10_000);
  }, 120_000);

  it('returns a refusal, not an exception, for a file that is no Word document', async () => {
    const pool = new IsolatedPool({ memoryMb: 512, threads: 1 });
    pools.push(pool);
    const result = await pool.run('convertManuscript', {
      ...input(),
      fileName: 'paper.docx',
      bytes: new TextEncoder().encode('not a zip'),
    });
    expect(result.ok).toBe(false);
  }, 60_000);
});
