import { beforeAll, describe, expect, it } from 'vitest';
import type { CorpusEntry } from '../local-server/corpus-entry.ts';
import { loadCorpus } from '../local-server/load-corpus.ts';
import { pruneArticleXml } from '../local-server/prune-article-xml.ts';
import { readSharedText, sharedDataPath } from '../test-support/shared-data.ts';
import { medlineToRecords } from './medline-to-records.ts';
import { pubmedXmlToRecords } from './pubmed-xml-to-records.ts';

// Expected figures are computed here from the raw text with regular expressions, not with the code under test.
let articles: string[];
let corpus: Map<string, CorpusEntry>;
const pmidOf = (element: string) => element.match(/<PMID[^>]*>(\d+)</)?.[1] ?? '';
const idOf = (element: string, type: string) => {
  const ids = element.match(/<ArticleIdList>[\s\S]*?<\/ArticleIdList>\s*<\/PubmedData>/)?.[0] ?? '';
  const id = ids.match(new RegExp(`<ArticleId IdType="${type}">([^<]+)</ArticleId>`))?.[1]?.trim();
  return id?.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
};

beforeAll(() => {
  articles = [
    ...readSharedText('pubmed/pubmed-articles.xml.gz').matchAll(/<PubmedArticle>[\s\S]*?<\/PubmedArticle>/g),
  ].map((match) => match[0]);
  corpus = loadCorpus(sharedDataPath('pubmed'));
}, 60_000);

describe('PubMed XML → CSL on the shared corpus', () => {
  it('maps every record of both files (13,847 PMIDs, as records-index.tsv lists)', () => {
    const indexRows = readSharedText('pubmed/records-index.tsv.gz').trim().split('\n').length - 1;
    expect(articles).toHaveLength(9449);
    expect(corpus.size).toBe(indexRows);
    for (const element of articles) expect(corpus.get(pmidOf(element))?.xml).toBe(element);
  });

  it('gives the same records from the pruned corpus parse as from the raw articles', () => {
    const sample = articles.filter((_, index) => index % 25 === 0).join('');
    const raw = pubmedXmlToRecords(`<PubmedArticleSet>${sample}</PubmedArticleSet>`);
    const pruned = pubmedXmlToRecords(`<PubmedArticleSet>${pruneArticleXml(sample)}</PubmedArticleSet>`);
    expect(raw.length).toBe(Math.ceil(articles.length / 25));
    expect(pruned).toEqual(raw);
  });

  it('takes DOI, PII and PMCID from the ArticleIdList exactly as PubMed gives them', () => {
    for (const [type, field] of [
      ['doi', 'DOI'],
      ['pii', 'pii'],
      ['pmc', 'PMCID'],
    ] as const) {
      const expected = articles.filter((element) => idOf(element, type)).length;
      const mapped = articles.filter((element) => corpus.get(pmidOf(element))?.record.item[field]).length;
      expect(mapped, type).toBeGreaterThanOrEqual(expected);
      for (const element of articles) {
        const id = idOf(element, type);
        if (id)
          expect(corpus.get(pmidOf(element))?.record.item[field], `${type} of ${pmidOf(element)}`).toBe(id);
      }
    }
  });

  it('flags exactly the retracted papers, with their notices, and the retraction notices themselves', () => {
    const retracted = articles
      .filter((e) => />Retracted Publication</.test(e) || /RefType="RetractionIn"/.test(e))
      .map(pmidOf);
    const notices = articles
      .filter((e) => />Retraction of Publication</.test(e) || /RefType="RetractionOf"/.test(e))
      .map(pmidOf);
    const records = [...corpus.values()].map((entry) => entry.record);
    expect(
      records
        .filter((r) => r.retracted)
        .map((r) => r.pmid)
        .sort(),
    ).toEqual(retracted.sort());
    expect(
      records
        .filter((r) => r.isRetractionNotice)
        .map((r) => r.pmid)
        .sort(),
    ).toEqual(notices.sort());
    expect(retracted.length).toBeGreaterThan(0);
    expect(corpus.get('8655018')?.record).toMatchObject({
      retracted: true,
      retractionNotices: [{ pmid: '9867474' }],
    });
  });

  it('keeps publication types and errata links', () => {
    const withErrata = articles.filter((e) => /RefType="ErratumIn"/.test(e)).length;
    const fromXml = [...corpus.values()].filter((entry) => entry.xml);
    expect(fromXml.filter((entry) => entry.record.errata.length > 0)).toHaveLength(withErrata);
    for (const element of articles.slice(0, 500)) {
      const types = [...element.matchAll(/<PublicationType[^>]*>([^<]+)<\/PublicationType>/g)].map((m) =>
        m[1]?.replace(/\s+/g, ' '),
      );
      expect(corpus.get(pmidOf(element))?.record.publicationTypes).toEqual(types);
    }
  });

  it('agrees with records-index.tsv on title, journal, year, volume, pages and first author', () => {
    const norm = (text = '') =>
      text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
    let compared = 0;
    let agreeing = 0;
    for (const line of readSharedText('pubmed/records-index.tsv.gz').trim().split('\n').slice(1)) {
      const [
        pmid = '',
        ,
        ,
        ,
        firstAuthor = '',
        ,
        title = '',
        journal = '',
        ,
        year = '',
        volume = '',
        ,
        pages = '',
      ] = line.split('\t');
      const item = corpus.get(pmid)?.record.item;
      compared += 1;
      const same =
        norm(item?.title) === norm(title) &&
        norm(item?.['container-title']) === norm(journal) &&
        String(item?.issued?.['date-parts']?.[0]?.[0] ?? '') === year &&
        (item?.volume ?? '') === volume &&
        (item?.page ?? '') === pages &&
        norm(item?.author?.[0]?.family ?? item?.author?.[0]?.literal).startsWith(
          norm(firstAuthor).split(' ')[0] ?? '',
        );
      if (same) agreeing += 1;
    }
    expect(compared).toBe(13_847);
    expect(agreeing / compared).toBeGreaterThan(0.99);
  });

  it('spot check: PMID 1 as its raw XML says', () => {
    expect(corpus.get('1')?.record.item).toEqual({
      id: '1',
      type: 'article-journal',
      PMID: '1',
      title: 'Formate assay in body fluids: application in methanol poisoning.',
      'container-title': 'Biochemical medicine',
      'container-title-short': 'Biochem Med',
      ISSN: '0006-2944',
      volume: '13',
      issue: '2',
      issued: { 'date-parts': [[1975, 6]] },
      page: '117-26',
      author: [
        { family: 'Makar', given: 'A B' },
        { family: 'McMartin', given: 'K E' },
        { family: 'Palese', given: 'M' },
        { family: 'Tephly', given: 'T R' },
      ],
      language: 'eng',
      DOI: '10.1016/0006-2944(75)90147-7',
    });
  });
});

describe('MEDLINE → records', () => {
  it('keeps every record with its PT lines', () => {
    const text = readSharedText('pubmed/medline-records.txt.gz');
    const chunks = text.split(/\n(?=PMID- )/).filter((chunk) => chunk.startsWith('PMID- '));
    const records = medlineToRecords(text);
    expect(records).toHaveLength(chunks.length);
    expect(records).toHaveLength(4714);
    chunks.forEach((chunk, index) => {
      const types = [...chunk.matchAll(/^PT {2}- (.+)$/gm)].map((m) => m[1]?.trim());
      expect(records[index]?.publicationTypes).toEqual(types);
      expect(records[index]?.pmid).toBe(chunk.match(/^PMID- (\d+)/)?.[1]);
    });
  });
});
