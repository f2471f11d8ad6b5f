import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EutilsClient, EutilsError, RateLimiter } from '@galley/pubmed';
import { afterAll, describe, expect, it } from 'vitest';

// `galley pubmed serve` as a user runs it (the sources through tsx), called with the real client.
const main = path.resolve(import.meta.dirname, '../main.ts');
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const pubmedData = path.resolve(repoRoot, process.env.GALLEY_SHARED_DATA ?? '../shared/data', 'pubmed');
const running: ChildProcess[] = [];

/** Starts the server and resolves with its PUBMED_BASE_URL once it prints it. */
function serve(args: string[]): Promise<{ child: ChildProcess; baseUrl: string; stderr: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', main, 'pubmed', 'serve', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      stdout += String(chunk);
      const baseUrl = stdout.match(/^PUBMED_BASE_URL=(\S+)$/m)?.[1];
      if (baseUrl) resolve({ child, baseUrl, stderr: () => stderr });
    });
    child.on('exit', (code) => reject(new Error(`serve exited ${code}: ${stderr}`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on('exit', (code) => resolve(code));
  });

function client(baseUrl: string, options: { retries?: number; requestsPerSecond?: number } = {}) {
  return new EutilsClient({
    baseUrl,
    tool: 'galley-test',
    email: 'test@example.org',
    rateLimiter: new RateLimiter(),
    backoffMs: 10,
    ...options,
  });
}

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('galley pubmed serve', { timeout: 120_000 }, () => {
  it('serves the four utilities over the shared corpus and stops cleanly on SIGTERM', async () => {
    const { child, baseUrl, stderr } = await serve([
      '--data',
      pubmedData,
      '--port',
      '0',
      '--rate-limit',
      '0',
    ]);
    expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/entrez\/eutils\/$/);
    expect(stderr()).toMatch(/Loaded \d{4,} PubMed records/);
    const pubmed = client(baseUrl, { requestsPerSecond: 1000 });
    expect(await pubmed.esearch('2[pmid]')).toEqual({ count: 1, ids: ['2'] });
    const [record] = await pubmed.efetch(['2']);
    expect(record?.item.DOI).toBe('10.1016/0006-291x(75)90482-9');
    const { ids } = await pubmed.esearch(`"${record?.item.title}"[ti]`);
    expect(ids).toContain('2');
    expect((await pubmed.esummary(['2'])).get('2')?.AuthorList).toBe('Bose KS; Sarma RH');
    const found = await pubmed.ecitmatch([
      { journal: 'Biochem Biophys Res Commun', year: '1975', volume: '66', firstPage: '1173', key: 'ref' },
    ]);
    expect(found.get('ref')).toBe('2');
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    await expect(pubmed.esearch('2[pmid]')).rejects.toBeInstanceOf(EutilsError);
  });

  it('enforces --rate-limit with 429 and stops on SIGINT', async () => {
    const { child, baseUrl } = await serve(['--data', pubmedData, '--port', '0', '--rate-limit', '2']);
    const burst = client(baseUrl, { retries: 0, requestsPerSecond: 1000 });
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(() => burst.esearch('1[pmid]')));
    const statuses = results.map((result) => (result.status === 'rejected' ? result.reason.status : 200));
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    // A client that keeps to the limit is always served.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const polite = client(baseUrl, { retries: 0, requestsPerSecond: 2 });
    const answers = await Promise.all([1, 2, 3, 4].map(() => polite.esearch('1[pmid]')));
    expect(answers.every((answer) => answer.ids[0] === '1')).toBe(true);
    child.kill('SIGINT');
    expect(await exited(child)).toBe(0);
  });

  it('fails with a message for a folder without records, and with usage for a bad port', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-serve-empty-'));
    try {
      await expect(serve(['--data', empty, '--port', '0'])).rejects.toThrow(
        /exited 1: No PubMed records found/,
      );
      await expect(serve(['--data', empty, '--port', 'eighty'])).rejects.toThrow(/--port.*whole number/);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
