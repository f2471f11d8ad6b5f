import { spawn } from 'node:child_process';
import path from 'node:path';
import type { CslItem } from '@galley/contracts';
import { type CorpusEntry, type LocalServer, loadCorpus, startLocalServer } from '@galley/pubmed';
import { findPreset, formatReferences, writeRis } from '@galley/references';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `galley refs check` spawned as a user runs it, pointed by PUBMED_BASE_URL at the local E-utilities server over the
// shared corpus (started here, in-process, so the test can count the requests it receives).
const main = path.resolve(import.meta.dirname, '../main.ts');
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const pubmedData = path.resolve(repoRoot, process.env.GALLEY_SHARED_DATA ?? '../shared/data', 'pubmed');
let server: LocalServer;
let papers: CorpusEntry[];

/** Runs the CLI asynchronously (the server answers from this process's event loop). */
function galley(args: string[], input: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', main, ...args], {
    env: { ...process.env, PUBMED_BASE_URL: server.baseUrl, NCBI_TOOL: 'galley-test', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    stderr += String(chunk);
  });
  child.stdin.end(input);
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (status) => resolve({ status, stdout, stderr })),
  );
}

/** A real paper as an author would cite it (AMA, no PubMed ids in the string). */
function cite(entry: CorpusEntry): string {
  const { PMID: _pmid, PMCID: _pmcid, source: _source, abstract: _abstract, ...item } = entry.record.item;
  const ama = findPreset('ama-11');
  if (!ama) throw new Error('ama-11 preset missing');
  return formatReferences([item as CslItem], ama)[0]?.text.replace(/^1\.\s*/, '') ?? '';
}

beforeAll(async () => {
  const corpus = loadCorpus(pubmedData);
  server = await startLocalServer({ corpus, rateLimit: 0 });
  papers = [...corpus.values()]
    .filter(
      (entry) =>
        entry.record.publicationTypes.includes('Journal Article') &&
        !entry.record.retracted &&
        entry.record.item.DOI &&
        (entry.record.item.title ?? '').length > 40 &&
        entry.record.item.author?.length &&
        entry.record.item.volume &&
        entry.record.item.page,
    )
    .filter((_, index) => index % 500 === 0)
    .slice(0, 3);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('galley refs check', { timeout: 120_000 }, () => {
  it('--json prints exactly {references, requests} in input order, linking real papers and flagging a fake', async () => {
    const fake =
      'Quirrell Q, Lockhart G. Transfiguration of hepatic stellate cells by moonlight exposure. Hepatology. 2019;70(3):1234-1245.';
    const book =
      'Alberts B, Johnson A, Lewis J. Molecular Biology of the Cell. 6th ed. New York: Garland Science; 2014.';
    const list = [cite(papers[0] as CorpusEntry), fake, cite(papers[1] as CorpusEntry), book]
      .map((text, index) => `${index + 1}. ${text}`)
      .join('\n');
    const before = server.requestCount;
    const result = await galley(['refs', 'check', '-', '--json'], list);
    expect(result.status).toBe(0);
    const output = JSON.parse(result.stdout);
    expect(Object.keys(output)).toEqual(['references', 'requests']);
    expect(output.requests).toBe(server.requestCount - before);
    expect(output.requests).toBeGreaterThan(0);
    const references = output.references as Record<string, unknown>[];
    expect(references.map((reference) => reference.index)).toEqual([1, 2, 3, 4]);
    for (const reference of references) {
      expect(Object.keys(reference).slice(0, 6)).toEqual([
        'index',
        'source',
        'status',
        'pmid',
        'precautions',
        'evidence',
      ]);
    }
    // Correctly cited real papers: linked (a precaution such as an erratum may still be attached).
    expect(references[0]).toMatchObject({ status: 'verified', pmid: papers[0]?.record.pmid });
    expect(references[2]).toMatchObject({ status: 'verified', pmid: papers[1]?.record.pmid });
    expect(references[1]?.pmid).toBeNull();
    expect(['mismatch', 'not_found']).toContain(references[1]?.status);
    expect(references[3]).toMatchObject({ status: 'not_applicable', pmid: null });
    expect(references[1]?.source).toBe(fake);
  });

  it('prints the reference table: number, reference, status, PMID, precautions', async () => {
    const paper = papers[2] as CorpusEntry;
    const result = await galley(['refs', 'check', '-', '--from', 'text'], `1. ${cite(paper)}\n`);
    expect(result.status).toBe(0);
    const [header, row] = result.stdout.split('\n');
    expect(header).toMatch(/^#\s+Reference\s+Status\s+PMID\s+Precautions$/);
    expect(row).toMatch(new RegExp(`^1\\s+.+\\s+verified\\s+${paper.record.pmid}\\s+\\S`));
  });

  it('reads other formats (RIS without a reference string) and shows the NLM text as the source', async () => {
    const paper = papers[1] as CorpusEntry;
    const { PMID: _pmid, PMCID: _pmcid, source: _source, ...item } = paper.record.item;
    const result = await galley(
      ['refs', 'check', '-', '--from', 'ris', '--json'],
      writeRis([item as CslItem]),
    );
    expect(result.status).toBe(0);
    const [reference] = JSON.parse(result.stdout).references;
    expect(reference).toMatchObject({ index: 1, status: 'verified', pmid: paper.record.pmid });
    expect(reference.source).toContain(paper.record.item.volume);
  });

  it('reports empty input with the spec message and exit code 1', async () => {
    const result = await galley(['refs', 'check', '-', '--from', 'text'], '   \n');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Please enter a reference to validate.');
    const json = await galley(['refs', 'check', '-', '--from', 'text', '--json'], '   \n');
    expect(json.status).toBe(1);
    expect(json.stderr).toContain('Please enter a reference to validate.');
    expect(JSON.parse(json.stdout)).toEqual({ references: [], requests: 0 });
  });
});
