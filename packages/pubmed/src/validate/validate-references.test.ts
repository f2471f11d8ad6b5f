import type { CslItem, ValidationProgress } from '@galley/contracts';
import { findPreset, formatReference } from '@galley/references';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EutilsClient } from '../client/eutils-client.ts';
import { RateLimiter } from '../client/rate-limiter.ts';
import type { CorpusEntry } from '../local-server/corpus-entry.ts';
import { loadCorpus } from '../local-server/load-corpus.ts';
import { type LocalServer, startLocalServer } from '../local-server/start-local-server.ts';
import { readSharedText, sharedDataPath } from '../test-support/shared-data.ts';
import { PUBMED_UNREACHABLE_REASON, validateReferenceStrings } from './validate-references.ts';

// The whole flow against the real local E-utilities server over the shared corpus: real strings, real records,
// NCBI's protocol. The corpus loads once for this file.
let corpus: Map<string, CorpusEntry>;
let open: LocalServer;
let devStrings: { pmid: string; text: string }[];
const nlm = findPreset('nlm-vancouver');

function client(baseUrl: string, options: { retries?: number } = {}): EutilsClient {
  return new EutilsClient({
    baseUrl,
    tool: 'galley-test',
    email: 'test@example.org',
    rateLimiter: new RateLimiter(),
    requestsPerSecond: 1000,
    backoffMs: 10,
    timeoutMs: 60_000,
    ...options,
  });
}

/** A corpus record printed as a Vancouver reference, after `change` edits a copy of its fields. */
function cite(entry: CorpusEntry, change: (item: CslItem) => void = () => {}): string {
  const item: CslItem = structuredClone({
    ...entry.record.item,
    DOI: undefined,
    PMID: undefined,
    PMCID: undefined,
  });
  change(item);
  if (!nlm) throw new Error('nlm-vancouver preset missing');
  return formatReference(item, nlm, 1).text.replace(/^1\.\s*/, '');
}

/** Corpus journal articles with every field a citation prints. */
function completeEntries(): CorpusEntry[] {
  return [...corpus.values()].filter(({ record: { item } }) => {
    const authors = item.author ?? [];
    return (
      (item.title?.split(' ').length ?? 0) >= 6 &&
      authors.length >= 2 &&
      authors.every((name) => name.family) &&
      item['container-title-short'] &&
      item.volume &&
      /^\d+-\d+$/.test(item.page ?? '') &&
      item.issued?.['date-parts']?.[0]?.[0]
    );
  });
}

beforeAll(async () => {
  corpus = loadCorpus(sharedDataPath('pubmed'));
  open = await startLocalServer({ corpus, rateLimit: 0 });
  devStrings = readSharedText('references/reference-strings-with-pmid.dev.tsv.gz')
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => {
      const [pmid = '', text = ''] = line.split('\t');
      return { pmid, text };
    });
}, 120_000);

afterAll(async () => {
  await open?.close();
});

describe('validateReferenceStrings against the local E-utilities server', () => {
  it('links real dev strings to their cited PMIDs: 250 in at most 10 requests at NCBI’s 3 requests/s', async () => {
    const slow = await startLocalServer({ corpus, latencyMs: 250 });
    try {
      // Every 37th string: a spread of citation styles, not one article's reference list.
      const sample = devStrings.filter((_, index) => index % 37 === 5).slice(0, 250);
      const events: ValidationProgress[] = [];
      const pubmed = new EutilsClient({
        baseUrl: slow.baseUrl,
        tool: 'galley-test',
        email: 'test@example.org',
        rateLimiter: new RateLimiter(),
        timeoutMs: 60_000,
      });
      const report = await validateReferenceStrings(
        sample.map((row) => row.text),
        { client: pubmed, onProgress: (event) => events.push(event) },
      );
      expect(report.requests).toBeLessThanOrEqual(10);
      expect(report.requests).toBe(slow.requestCount);
      expect(slow.rejectedCount).toBe(0);
      expect(report.references.map((ref) => ref.index)).toEqual(sample.map((_, index) => index + 1));
      const linked = report.references.filter((ref) => ref.pmid !== null);
      const right = linked.filter((ref) => ref.pmid === sample[ref.index - 1]?.pmid);
      expect(right.length / linked.length).toBeGreaterThanOrEqual(0.99);
      expect(right.length / sample.length).toBeGreaterThanOrEqual(0.95);
      for (const ref of linked) expect(ref.status).toMatch(/^verified/);

      const steps = events.flatMap((event) => (event.kind === 'step' ? [event.step] : []));
      expect(steps).toEqual([
        'updating_pubmed_data',
        'getting_ai_feature_data',
        'classifying_submitted_references',
        'comparing_with_pubmed_data',
      ]);
      const statusesOf = (index: number) =>
        events.flatMap((event) =>
          event.kind === 'reference' && event.index === index ? [event.status] : [],
        );
      for (const ref of report.references) expect(statusesOf(ref.index)).toEqual(['checking', ref.status]);
    } finally {
      await slow.close();
    }
  }, 120_000);

  it('verifies a correct citation, with the field-by-field evidence', async () => {
    const entry = completeEntries()[10] as CorpusEntry;
    const report = await validateReferenceStrings([cite(entry)], { client: client(open.baseUrl) });
    const [ref] = report.references;
    expect(ref).toMatchObject({ index: 1, status: 'verified', pmid: entry.record.pmid, precautions: [] });
    expect(ref?.evidence.pubmed?.title).toBe(entry.record.item.title);
    expect(ref?.evidence.fields.find((row) => row.field === 'title')?.agreement).toBe('same');
  });

  it('verifies with differences a citation with the wrong year and volume, giving PubMed’s values', async () => {
    const entry = completeEntries()[20] as CorpusEntry;
    const year = entry.record.item.issued?.['date-parts']?.[0]?.[0] as number;
    const volume = entry.record.item.volume as string;
    const text = cite(entry, (item) => {
      item.issued = { 'date-parts': [[year - 3]] };
      item.volume = String(Number.parseInt(volume, 10) + 7);
    });
    const [ref] = (await validateReferenceStrings([text], { client: client(open.baseUrl) })).references;
    expect(ref?.status).toBe('verified_with_differences');
    expect(ref?.pmid).toBe(entry.record.pmid);
    const corrections = Object.fromEntries(ref?.precautions.map((p) => [p.code, p.correct]) ?? []);
    expect(corrections).toMatchObject({ wrong_year: String(year), wrong_volume: volume });
  });

  it('flags a real title with another paper’s authors and journal as a mismatch, linking nothing', async () => {
    const [real, other] = completeEntries().filter((_, index) => index % 500 === 3);
    const text = cite(real as CorpusEntry, (item) => {
      item.author = other?.record.item.author;
      item['container-title'] = other?.record.item['container-title'];
      item['container-title-short'] = other?.record.item['container-title-short'];
    });
    const [ref] = (await validateReferenceStrings([text], { client: client(open.baseUrl) })).references;
    expect(ref).toMatchObject({ status: 'mismatch', pmid: null });
  });

  it('flags a real title’s start with another title’s end, giving what was searched and what came closest', async () => {
    const [real, other] = completeEntries().filter((_, index) => index % 400 === 7);
    const realTitle = (real as CorpusEntry).record.item.title ?? '';
    const half = (title: string, second: boolean) => {
      const words = title.replace(/[.?]$/, '').split(' ');
      const at = Math.ceil(words.length / 2);
      return (second ? words.slice(at) : words.slice(0, at)).join(' ');
    };
    const spliced = `${half(realTitle, false)} ${half(other?.record.item.title ?? '', true)}`;
    const text = cite(real as CorpusEntry, (item) => {
      item.title = spliced;
    });
    const [ref] = (await validateReferenceStrings([text], { client: client(open.baseUrl) })).references;
    expect(ref).toMatchObject({ status: 'mismatch', pmid: null });
    expect(ref?.precautions).toContainEqual(
      expect.objectContaining({ code: 'wrong_title', correct: realTitle }),
    );
    expect(ref?.evidence.pubmed?.PMID).toBe(real?.record.pmid);
    expect(ref?.evidence.fields.find((row) => row.field === 'title')?.agreement).toBe('different');
    expect(ref?.evidence.searches?.[0]).toMatch(/^ECitMatch: .+\|\d{4}\|/);
    expect(ref?.evidence.searches?.some((term) => term.includes('[ti]'))).toBe(true);
  });

  it('finds nothing for an invented paper in an indexed journal, and calls a book not applicable', async () => {
    const entry = completeEntries()[30] as CorpusEntry;
    const invented = cite(entry, (item) => {
      item.title = 'Quantum entanglement of hippocampal place cells in hibernating marmots';
      item.author = [
        { family: 'Vandersloot', given: 'Q' },
        { family: 'Okonkwo-Lindqvist', given: 'R' },
      ];
      item.volume = '977';
      item.page = '9901-9';
    });
    const book =
      'Kandel ER, Schwartz JH, Jessell TM. Principles of neural science. 4th ed. New York: McGraw-Hill; 2000.';
    const report = await validateReferenceStrings([invented, book], { client: client(open.baseUrl) });
    expect(report.references.map((ref) => [ref.status, ref.pmid])).toEqual([
      ['not_found', null],
      ['not_applicable', null],
    ]);
    expect(report.references[1]?.precautions.map((p) => p.code)).toEqual(['not_journal_article']);
    // The invented title was searched for; the book, never searched, has no searches.
    expect(report.references[0]?.evidence.searches?.some((term) => term.includes('entanglement[ti]'))).toBe(
      true,
    );
    expect(report.references[1]?.evidence.searches).toBeUndefined();
  });

  it('calls a journal PubMed does not index not applicable rather than not found', async () => {
    const text =
      'Smith J, Doe A. Mitochondrial drift in imaginary tissues. Journal of Imaginary Studies. 2019;12(3):34-40.';
    const [ref] = (await validateReferenceStrings([text], { client: client(open.baseUrl) })).references;
    expect(ref).toMatchObject({ status: 'not_applicable', reason: 'The journal is not indexed in PubMed.' });
  });

  describe('a list PubMed does not cover (non-medical journals, more than the journal check has searches for)', () => {
    // Real references of an exploratory walk, once flagged "possibly fabricated": PubMed indexes none of the journals.
    const WALK = {
      prefixed:
        'BRUECK L., “Good Dalits and Bad Brahmins: Competing Discourses of Caste in Dalit Literature”, in South Asia Research, 30, 2 (2010), pp. 125-144.',
      truncated:
        'Pietquin, O. and Dutoit, T., A probabilistic framework for dialog simulation and optimal strategy learning, IEEE Transactions on, Vol. 14, pp. 589-599, 2006.',
      absent:
        'F. Omori (1894) On the after-shocks of earthquakes. Journal of the College of Science, Imperial University of Tokyo 7: 111–200.',
      chapter:
        'Aronfreed, J. (1994). The concept of internalization. In B. Puka (Ed.), Moral development: A compendium (Vol. 3, pp. 20-45). New York: Garland Publishing.',
    };
    const SUBJECTS = [
      'lagoon hydrology',
      'medieval trade',
      'rail logistics',
      'baroque music',
      'soil mechanics',
    ];
    // Twenty engineering and humanities articles, each in its own journal: nothing in PubMed matches them, so the
    // searches leave the journal check fewer searches than journals.
    const fillers = Array.from({ length: 20 }, (_, n) => {
      const subject = SUBJECTS[n % SUBJECTS.length] as string;
      return `Okafor, T. and Lindqvist, M. (${1990 + n}). Notes on ${subject} in region ${n + 1}. Journal of Comparative ${subject.replace(/\b\w/g, (c) => c.toUpperCase())} Series ${String.fromCharCode(65 + n)}, ${n + 2}, ${10 * n + 1}-${10 * n + 9}.`;
    });
    let report: Awaited<ReturnType<typeof validateReferenceStrings>>;
    let invented: string;

    beforeAll(async () => {
      const entry = completeEntries()[30] as CorpusEntry;
      invented = cite(entry, (item) => {
        item.title = 'Quantum entanglement of hippocampal place cells in hibernating marmots';
        item.author = [{ family: 'Vandersloot', given: 'Q' }];
        item.volume = '977';
        item.page = '9901-9';
      });
      report = await validateReferenceStrings([invented, ...fillers, ...Object.values(WALK)], {
        client: client(open.baseUrl),
      });
    });
    const verdictOf = (text: string) => report.references.find((ref) => ref.source === text);

    it('calls an article in a journal cited with a leading "in" not indexed, not possibly fabricated', () => {
      expect(verdictOf(WALK.prefixed)).toMatchObject({
        status: 'not_applicable',
        reason: 'The journal is not indexed in PubMed.',
      });
    });

    it('calls an article in a truncated journal name ("IEEE Transactions on") not indexed', () => {
      expect(verdictOf(WALK.truncated)).toMatchObject({
        status: 'not_applicable',
        reason: 'The journal is not indexed in PubMed.',
      });
    });

    it('calls an article in a journal PubMed has no record of not indexed', () => {
      expect(verdictOf(WALK.absent)).toMatchObject({
        status: 'not_applicable',
        reason: 'The journal is not indexed in PubMed.',
      });
      // The journals are checked in groups when searches run short: only a group holding the indexed journal of the
      // invented paper below stays unknown.
      const unchecked = fillers.filter((filler) => verdictOf(filler)?.status !== 'not_applicable');
      expect(unchecked.length).toBeLessThanOrEqual(5);
    });

    it('calls a chapter nothing matched (a numbered book, so searched) not a journal article', () => {
      expect(verdictOf(WALK.chapter)).toMatchObject({
        status: 'not_applicable',
        precautions: [expect.objectContaining({ code: 'not_journal_article' })],
      });
    });

    it('still finds nothing for an invented paper in an indexed journal of the same list, within the budget', () => {
      expect(verdictOf(invented)).toMatchObject({ status: 'not_found', pmid: null });
      expect(report.requests).toBeLessThanOrEqual(10);
    });
  });

  it('adds the retracted precaution for every retracted paper of the corpus', async () => {
    const retracted = [...corpus.values()].filter((entry) => entry.record.retracted);
    expect(retracted.length).toBeGreaterThanOrEqual(6);
    const report = await validateReferenceStrings(
      retracted.map((entry) => cite(entry)),
      { client: client(open.baseUrl) },
    );
    report.references.forEach((ref, index) => {
      expect(ref.pmid).toBe(retracted[index]?.record.pmid);
      expect(ref.precautions.map((p) => p.code)).toContain('retracted');
    });
  });

  it('ends every reference not_applicable with the spec’s reason when PubMed is down, never not_found', async () => {
    const strings = devStrings.slice(100, 110).map((row) => row.text);
    const down = await startLocalServer({ corpus, rateLimit: 0 });
    const closedUrl = down.baseUrl;
    await down.close();
    const failing = await startLocalServer({ corpus, rateLimit: 0 });
    failing.failNext(...Array.from({ length: 100 }, () => 503));
    try {
      for (const baseUrl of [closedUrl, failing.baseUrl]) {
        const report = await validateReferenceStrings(strings, { client: client(baseUrl, { retries: 1 }) });
        expect(report.requests).toBeGreaterThan(0);
        for (const ref of report.references) {
          expect(ref).toMatchObject({
            status: 'not_applicable',
            pmid: null,
            reason: PUBMED_UNREACHABLE_REASON,
          });
        }
      }
      expect(PUBMED_UNREACHABLE_REASON).toBe('Server is not working properly.');
    } finally {
      await failing.close();
    }
  });

  it('ends references not_applicable (server not working), never not_found, when NCBI answers errors with HTTP 200', async () => {
    const strings = devStrings.slice(100, 106).map((row) => row.text);
    const backendFailed = {
      type: 'application/json',
      body: JSON.stringify({ esearchresult: { ERROR: 'Search Backend failed: Address already in use' } }),
    };
    const fetchError = { body: '<eFetchResult><ERROR>Unable to obtain query #1</ERROR></eFetchResult>' };
    for (const answer of [backendFailed, fetchError]) {
      const failing = await startLocalServer({ corpus, rateLimit: 0 });
      failing.answerNext(...Array.from({ length: 100 }, () => answer));
      try {
        const report = await validateReferenceStrings(strings, {
          client: client(failing.baseUrl, { retries: 1 }),
        });
        for (const ref of report.references) {
          expect(ref).toMatchObject({
            status: 'not_applicable',
            pmid: null,
            reason: PUBMED_UNREACHABLE_REASON,
          });
        }
      } finally {
        await failing.close();
      }
    }
  });

  it('does not let a generic reference push another’s paper out of a batched search', async () => {
    const hardy = corpus.get('12130773')?.record.item;
    expect(hardy).toBeDefined();
    const strings = [
      'Smith J, Doe A. Alzheimer disease. J Neurol Sci. 2010;201:10-15.',
      "Hardy J, Selkoe DJ. The amyloid hypotesis of Alzheimer's disease: progress and problems on the road to therapeutics. Science. 2002;298:353-6.",
    ];
    const report = await validateReferenceStrings(strings, { client: client(open.baseUrl) });
    expect(report.references[1]).toMatchObject({ status: 'verified_with_differences', pmid: '12130773' });
    expect(report.references[0]?.pmid).toBeNull();
  });

  it('calls a reference whose search PubMed cut short not applicable, not not_found', async () => {
    // Two title words and no author: the clause matches more records than one esearch returns.
    const strings = ['Alzheimer disease. Unknown Journal of Things. 2010;201:10-15.'];
    const report = await validateReferenceStrings(strings, { client: client(open.baseUrl) });
    expect(report.references[0]).toMatchObject({
      status: 'not_applicable',
      pmid: null,
      precautions: [expect.objectContaining({ code: 'search_incomplete' })],
    });
  });

  it('gives up on a hanging PubMed at its overall deadline, ending not_applicable', async () => {
    const hanging = await startLocalServer({ corpus, rateLimit: 0, latencyMs: 120_000 });
    try {
      // The client alone would wait 4 × 15 s plus back-off; the validation's deadline cuts it short.
      const pubmed = client(hanging.baseUrl, { retries: 3 });
      const strings = devStrings.slice(100, 103).map((row) => row.text);
      const report = await validateReferenceStrings(strings, {
        client: new EutilsClient({ ...pubmed.options, timeoutMs: 15_000, backoffMs: 1000 }),
        deadlineMs: 300,
      });
      for (const ref of report.references) {
        expect(ref).toMatchObject({ status: 'not_applicable', reason: PUBMED_UNREACHABLE_REASON });
      }
    } finally {
      await hanging.close();
    }
  }, 10_000);
});
