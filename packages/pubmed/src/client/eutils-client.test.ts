import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CorpusEntry } from '../local-server/corpus-entry.ts';
import { loadCorpus } from '../local-server/load-corpus.ts';
import { type LocalServer, startLocalServer } from '../local-server/start-local-server.ts';
import { sharedDataPath } from '../test-support/shared-data.ts';
import { EutilsClient } from './eutils-client.ts';
import { EutilsError } from './eutils-error.ts';
import type { EutilsOptions } from './eutils-options.ts';
import { RateLimiter } from './rate-limiter.ts';

// The real client against the real local server (NCBI's protocol over the shared corpus); no mocks.
let corpus: Map<string, CorpusEntry>;
let open: LocalServer; // no rate limit: protocol round trips
let limited: LocalServer; // NCBI's 3 requests/s
const entries = () => [...corpus.values()];

function client(server: LocalServer, options: Partial<EutilsOptions> = {}): EutilsClient {
  return new EutilsClient({
    baseUrl: server.baseUrl,
    tool: 'galley-test',
    email: 'test@example.org',
    rateLimiter: new RateLimiter(),
    requestsPerSecond: 1000,
    backoffMs: 10,
    timeoutMs: 5000,
    ...options,
  });
}

beforeAll(async () => {
  corpus = loadCorpus(sharedDataPath('pubmed'));
  open = await startLocalServer({ corpus, rateLimit: 0 });
  limited = await startLocalServer({ corpus });
}, 60_000);

afterAll(async () => {
  await open?.close();
  await limited?.close();
});

describe('EutilsClient ↔ local E-utilities server', () => {
  it('esearch finds a paper by [pmid], [doi] and its quoted title [ti]', async () => {
    const c = client(open);
    const entry = entries().find((e) => e.record.item.DOI && e.record.item.title && e.record.pmid === '2');
    const item = entry?.record.item;
    expect(await c.esearch('2[pmid]')).toEqual({ count: 1, ids: ['2'] });
    // DOIs carry parentheses, so they are quoted as PubMed needs.
    expect((await c.esearch(`"${item?.DOI}"[doi]`)).ids).toEqual(['2']);
    expect((await c.esearch(`"${item?.DOI?.toUpperCase()}"[aid]`)).ids).toEqual(['2']);
    expect((await c.esearch(`"${item?.title}"[ti]`)).ids).toContain('2');
    expect((await c.esearch('"no such title anywhere xyzzy"[ti]')).count).toBe(0);
  });

  it('combines [ti] clauses with OR in one POSTed esearch and finds every paper', async () => {
    const c = client(open);
    const picked = entries()
      .filter((e) => (e.record.item.title ?? '').length > 60)
      .slice(0, 40);
    const term = picked.map((e) => `"${e.record.item.title?.replace(/"/g, '')}"[ti]`).join(' OR ');
    const before = open.methods.length;
    const { ids } = await c.esearch(term, { retmax: 500 });
    expect(open.methods.slice(before)).toEqual(['POST']);
    for (const e of picked) expect(ids).toContain(e.record.pmid);
  });

  it('efetch returns records in batches of 200 (XML), the same as the corpus', async () => {
    let requests = 0;
    const c = client(open, { onRequest: () => (requests += 1) });
    const ids = entries()
      .filter((e) => e.xml)
      .slice(0, 450)
      .map((e) => e.record.pmid);
    const records = await c.efetch([...ids, '999999999']);
    expect(requests).toBe(3);
    expect(records.map((r) => r.pmid)).toEqual(ids);
    for (const record of records) expect(record).toEqual(corpus.get(record.pmid)?.record);
  });

  it('efetch serves MEDLINE-only records as XML and MEDLINE that map back to the same items', async () => {
    const c = client(open);
    const ids = entries()
      .filter((e) => e.medline)
      .slice(0, 50)
      .map((e) => e.record.pmid);
    for (const format of ['xml', 'medline'] as const) {
      const records = await c.efetch(ids, format);
      expect(records.map((r) => r.pmid)).toEqual(ids);
      for (const record of records) {
        const expected = corpus.get(record.pmid)?.record;
        expect(record.item.title).toBe(expected?.item.title);
        expect(record.item.DOI).toBe(expected?.item.DOI);
        expect(record.item.author).toEqual(expected?.item.author);
        expect(record.publicationTypes).toEqual(expected?.publicationTypes);
      }
    }
  });

  it('esummary answers NCBI DocSums', async () => {
    const summaries = await client(open).esummary(['1', '2']);
    expect(summaries.get('1')).toMatchObject({ Source: 'Biochem Med', Volume: '13', Pages: '117-26' });
    expect(summaries.get('2')?.AuthorList).toBe('Bose KS; Sarma RH');
  });

  it('ECitMatch resolves a batch of citations in one request', async () => {
    let requests = 0;
    const c = client(open, { onRequest: () => (requests += 1) });
    const complete = entries()
      .filter(
        (e) => e.keys.year && e.keys.volume && e.keys.firstPage && e.record.item['container-title-short'],
      )
      .filter((_, index) => index % 97 === 0)
      .slice(0, 60);
    const found = await c.ecitmatch(
      complete.map((e) => ({
        journal: e.record.item['container-title-short'] ?? '',
        year: e.keys.year,
        volume: e.record.item.volume,
        firstPage: e.keys.firstPage,
        author: e.record.item.author?.[0]?.family,
        key: e.record.pmid,
      })),
    );
    expect(requests).toBe(1);
    expect(complete.length).toBe(60);
    for (const [key, pmid] of found) expect(pmid).toBe(key);
    expect(found.size).toBeGreaterThanOrEqual(57);
  });
});

describe('ECitMatch encoding', () => {
  it('sends bdata with literal pipes over GET and POST, and the server reads %7C too', async () => {
    const c = client(open);
    const entry = corpus.get('12130773');
    const citation = {
      journal: 'Science',
      year: '2002',
      volume: '297',
      firstPage: '353',
      key: 'hardy',
    };
    expect(entry).toBeDefined();
    expect((await c.ecitmatch([citation])).get('hardy')).toBe('12130773');
    expect(open.lastRequest?.method).toBe('GET');
    expect(open.lastRequest?.url).toContain('bdata=Science|2002|297|353||hardy|');
    expect(open.lastRequest?.url).not.toMatch(/%7C/i);
    const many = Array.from({ length: 80 }, (_, index) => ({ ...citation, key: `k${index}` }));
    expect((await c.ecitmatch(many)).get('k79')).toBe('12130773');
    expect(open.lastRequest?.method).toBe('POST');
    expect(open.lastRequest?.body).toContain('Science|2002|297|353||k0|');
    expect(open.lastRequest?.body).not.toMatch(/%7C/i);
    const encoded = await fetch(
      `${open.baseUrl}ecitmatch.cgi?db=pubmed&retmode=xml&bdata=Science%7C2002%7C297%7C353%7C%7Chardy%7C`,
    );
    expect(await encoded.text()).toContain('|hardy|12130773');
  });
});

describe('rate limits, retries and timeouts', () => {
  it('the process limiter keeps the client within 3 requests/s, so NCBI never answers 429', async () => {
    const times: number[] = [];
    const c = client(limited, {
      requestsPerSecond: undefined,
      retries: 0,
      onRequest: () => times.push(Date.now()),
    });
    const rejectedBefore = limited.rejectedCount;
    await Promise.all(Array.from({ length: 8 }, (_, index) => c.esearch(`${index + 1}[pmid]`)));
    expect(limited.rejectedCount).toBe(rejectedBefore);
    for (let index = 3; index < times.length; index += 1) {
      expect((times[index] ?? 0) - (times[index - 3] ?? 0)).toBeGreaterThanOrEqual(1000);
    }
  });

  it('the local server answers 429 beyond 3 requests/s, and the client backs off and succeeds', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const burst = client(limited, { retries: 0 });
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => burst.esearch('1[pmid]')));
    const failures = results
      .filter((r) => r.status === 'rejected')
      .map((r) => (r as PromiseRejectedResult).reason);
    expect(failures.length).toBeGreaterThan(0);
    expect(failures[0]).toBeInstanceOf(EutilsError);
    expect(failures[0]).toMatchObject({ status: 429 });
    const patient = client(limited, { backoffMs: 400, retries: 4 });
    await expect(patient.esearch('1[pmid]')).resolves.toEqual({ count: 1, ids: ['1'] });
  });

  it('retries a forced 429 and 503 and then succeeds', async () => {
    let requests = 0;
    const c = client(open, { onRequest: () => (requests += 1) });
    open.failNext(429, 503);
    await expect(c.esearch('1[pmid]')).resolves.toEqual({ count: 1, ids: ['1'] });
    expect(requests).toBe(3);
  });

  it('gives up after its retries with the last status, and never retries a 400', async () => {
    open.failNext(503, 503, 503);
    await expect(client(open, { retries: 2 }).esearch('1[pmid]')).rejects.toMatchObject({ status: 503 });
    let requests = 0;
    open.failNext(400);
    await expect(client(open, { onRequest: () => (requests += 1) }).esearch('1[pmid]')).rejects.toMatchObject(
      { status: 400 },
    );
    expect(requests).toBe(1);
  });

  it('times out a slow answer, retries, and reports status 0', async () => {
    let requests = 0;
    open.setLatency(400);
    try {
      const c = client(open, { timeoutMs: 100, retries: 1, onRequest: () => (requests += 1) });
      await expect(c.esearch('1[pmid]')).rejects.toMatchObject({ status: 0, utility: 'esearch.fcgi' });
      expect(requests).toBe(2);
    } finally {
      open.setLatency(0);
    }
  });

  it('leaves a forced answer to the next request when a client gave up on a slow one', async () => {
    open.setLatency(300);
    try {
      const c = client(open, { timeoutMs: 50, retries: 0 });
      await expect(c.esearch('1[pmid]')).rejects.toMatchObject({ status: 0 });
    } finally {
      open.setLatency(0);
    }
    open.failNext(503);
    // The abandoned request wakes up while this one waits its turn: the 503 is still this one's.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(client(open, { retries: 0 }).esearch('1[pmid]')).rejects.toMatchObject({ status: 503 });
  });

  it('retries NCBI errors sent with HTTP 200 (esearch ERROR, efetch <ERROR>) and fails after its retries', async () => {
    const backendFailed = {
      type: 'application/json',
      body: JSON.stringify({
        esearchresult: { ERROR: 'Search Backend failed: Database is not supported: pubmed' },
      }),
    };
    const fetchError = {
      body: '<?xml version="1.0" encoding="UTF-8" ?>\n<eFetchResult>\n\t<ERROR>Unable to obtain query #1</ERROR>\n</eFetchResult>',
    };
    let requests = 0;
    const c = client(open, { retries: 1, onRequest: () => (requests += 1) });
    open.answerNext(backendFailed);
    await expect(c.esearch('1[pmid]')).resolves.toEqual({ count: 1, ids: ['1'] });
    expect(requests).toBe(2);
    open.answerNext(backendFailed, backendFailed);
    await expect(c.esearch('1[pmid]')).rejects.toBeInstanceOf(EutilsError);
    open.answerNext(fetchError, fetchError);
    await expect(c.efetch(['1'])).rejects.toMatchObject({ utility: 'efetch.fcgi' });
    // An article set cut short is no answer either; a complete set without an unknown PMID is.
    open.answerNext({ body: '<?xml version="1.0" ?>\n<PubmedArticleSet>\n<PubmedArticle>' }, fetchError);
    await expect(c.efetch(['1'])).rejects.toBeInstanceOf(EutilsError);
    expect((await c.efetch(['1', '999999999'])).map((record) => record.pmid)).toEqual(['1']);
  });

  it('reports an unreachable server as status 0', async () => {
    const c = client(open, { baseUrl: 'http://127.0.0.1:9/entrez/eutils/', retries: 1 });
    await expect(c.esearch('1[pmid]')).rejects.toMatchObject({ status: 0 });
  });
});
