import { type CorpusEntry, type LocalServer, loadCorpus, startLocalServer } from '@galley/pubmed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readSharedText,
  sharedDataPath,
} from '../../../../../packages/pubmed/src/test-support/shared-data.ts';
import {
  type ReferenceHarness,
  referenceHarness,
} from '../../routes/references/test-support/reference-harness.ts';

// Bug (browser walk of the Reference Converter): references PubMed verified showed their PMID in the results
// table, but the PMID reached neither the formatted list nor the exports (0 `PMID-` lines in references.nbib).
// Once PubMed has identified a reference, the identifiers it gives for it are part of the reference the
// client formats and exports (its `parsed`, as GET reference-order answers it), and nothing else the author
// typed changes. Pasted real references → order → validation job against the local E-utilities server →
// compile and export of the list the results page sends, on the database the suite runs on.

const BASE = '/api/v1/reference';
const IDENTIFIERS = ['PMID', 'DOI', 'PMCID'] as const;

interface OrderReference {
  index: number;
  status: string;
  pmid: string | null;
  parsed: Record<string, unknown>;
  pubmed: Record<string, unknown> | null;
}

/** The parse without the identifiers and the parser's confidence (which drops what an identifier fills). */
function withoutIdentifiers(parsed: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...parsed };
  for (const key of [...IDENTIFIERS, 'confidence']) delete rest[key];
  return rest;
}

describe('identifiers of a reference PubMed verified', () => {
  let corpus: Map<string, CorpusEntry>;
  let eutils: LocalServer;
  let h: ReferenceHarness;
  let pasted: string[];

  beforeAll(async () => {
    corpus = loadCorpus(sharedDataPath('pubmed'));
    eutils = await startLocalServer({ corpus, rateLimit: 0 });
    pasted = readSharedText('references/reference-strings-with-pmid.dev.tsv.gz')
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t'))
      .filter(([pmid = '', text = '']) => corpus.has(pmid) && text.trim().length > 40 && !text.includes('\n'))
      // Strings that print no PMID of their own: any PMID the list carries afterwards comes from the check.
      .filter(([, text = '']) => !/PMID/i.test(text))
      .slice(0, 8)
      .map(([, text = '']) => text.trim());
    h = await referenceHarness({ PUBMED_BASE_URL: eutils.baseUrl });
  }, 120_000);
  afterAll(async () => {
    await h?.close();
    await eutils?.close();
  });

  it('puts the PMID (and a missing DOI or PMCID) of every verified reference into the formatted list and the exports', async () => {
    const owner = await h.user('pro');
    const read = async (orderId: string): Promise<OrderReference[]> => {
      const answer = await h.t.app.inject({
        url: `${BASE}/reference-order/?reference_order=${orderId}`,
        headers: { cookie: owner.session },
      });
      expect(answer.statusCode).toBe(200);
      return answer.json().references;
    };
    const created = await h.post(owner.session, `${BASE}/creating-reference-order/`, {
      reference_type: 'text',
      text: pasted.join('\n\n'),
    });
    expect(created.statusCode).toBe(201);
    const orderId: string = created.json().reference_order;
    const before = await read(orderId);
    expect(before).toHaveLength(pasted.length);
    for (const reference of before) expect(reference.parsed.PMID).toBeUndefined();

    const started = await h.post(owner.session, `${BASE}/update-pubmed-data/`, { reference_order: orderId });
    expect(started.statusCode).toBe(202);
    expect((await h.settled(orderId, started.json().job_id)).status).toBe('done');
    const after = await read(orderId);

    const identified = after.filter(
      (reference) => reference.status === 'verified' || reference.status === 'verified_with_differences',
    );
    expect(identified.length).toBeGreaterThanOrEqual(5);
    for (const reference of after) {
      const typed = before[reference.index - 1]?.parsed ?? {};
      // Nothing the author typed changes: taking PubMed's other values is the author's "Use PubMed's".
      expect(withoutIdentifiers(reference.parsed)).toEqual(withoutIdentifiers(typed));
      if (!identified.includes(reference)) {
        expect(reference.parsed).toEqual(typed);
        continue;
      }
      expect(reference.pmid).toEqual(expect.stringMatching(/^\d+$/));
      expect(reference.parsed.PMID).toBe(reference.pmid);
      for (const key of ['DOI', 'PMCID'] as const) {
        expect(reference.parsed[key]).toBe(typed[key] ?? reference.pubmed?.[key]);
      }
    }
    expect(
      identified.some((reference) => reference.pubmed?.DOI && !before[reference.index - 1]?.parsed.DOI),
    ).toBe(true);

    // The list the results page formats and exports: every checked reference's parse, its id its index.
    const list = after
      .filter((reference) => reference.status !== 'pending')
      .map((reference) => ({ ...reference.parsed, id: String(reference.index) }));

    const nbib = await h.post(owner.session, `${BASE}/export/`, { reference_list: list, format: 'nbib' });
    expect(nbib.statusCode).toBe(200);
    const pmidLines = nbib.body.split('\n').filter((line) => line.startsWith('PMID-'));
    expect(pmidLines).toHaveLength(identified.length);
    for (const reference of identified) expect(pmidLines).toContain(`PMID- ${reference.pmid}`);

    const ris = await h.post(owner.session, `${BASE}/export/`, { reference_list: list, format: 'ris' });
    expect(ris.statusCode).toBe(200);
    for (const reference of identified) expect(ris.body).toContain(`AN  - ${reference.pmid}\n`);
    for (const reference of identified.filter((r) => r.parsed.DOI)) {
      expect(ris.body).toContain(`DO  - ${reference.parsed.DOI}\n`);
    }

    // A template with the PMID element prints every verified reference's PMID, not only those the author took.
    const template = {
      name: 'With PMID',
      elements: [{ element: 'title' }, { element: 'pmid', prefix: ' PMID: ' }],
    };
    const compiled = await h.post(owner.session, `${BASE}/compile/`, {
      reference_list: list,
      setting: template,
    });
    expect(compiled.statusCode).toBe(200);
    const texts: string[] = compiled.json().references.map((reference: { text: string }) => reference.text);
    for (const reference of identified) {
      expect(texts[list.findIndex((item) => item.id === String(reference.index))]).toContain(
        `PMID: ${reference.pmid}`,
      );
    }
  }, 180_000);
});
