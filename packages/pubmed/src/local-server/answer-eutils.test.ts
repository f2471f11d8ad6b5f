import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, constants as zlibConstants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { medlineToRecords } from '../records/medline-to-records.ts';
import { pubmedXmlToRecords } from '../records/pubmed-xml-to-records.ts';
import { readSharedText, sharedDataPath } from '../test-support/shared-data.ts';
import { parseXml, type XmlNode } from '../xml/parse-xml.ts';
import { answerEutils } from './answer-eutils.ts';
import type { CorpusEntry } from './corpus-entry.ts';
import { searchKeys } from './search-keys.ts';

// A two-record corpus (one XML, one MEDLINE) is enough to compare answer shapes with NCBI's real samples.
const article = `<PubmedArticle><MedlineCitation><PMID Version="1">2</PMID><Article><Journal><JournalIssue><Volume>66</Volume><Issue>4</Issue><PubDate><Year>1975</Year><Month>Oct</Month></PubDate></JournalIssue><Title>Biochemical and biophysical research communications</Title><ISOAbbreviation>Biochem Biophys Res Commun</ISOAbbreviation></Journal><ArticleTitle>Delineation of the backbone.</ArticleTitle><Pagination><MedlinePgn>1173-9</MedlinePgn></Pagination><AuthorList><Author ValidYN="Y"><LastName>Bose</LastName><ForeName>K S</ForeName></Author></AuthorList><PublicationTypeList><PublicationType>Journal Article</PublicationType></PublicationTypeList></Article></MedlineCitation><PubmedData><ArticleIdList><ArticleId IdType="doi">10.1016/0006-291x(75)90482-9</ArticleId></ArticleIdList></PubmedData></PubmedArticle>`;
const medline =
  'PMID- 5\nTI  - A retracted paper.\nAU  - Roe R\nTA  - J Test\nJT  - Journal of testing\nDP  - 2001 Jan\nVI  - 12\nPG  - 34-9\nPT  - Journal Article\nPT  - Retracted Publication\nRIN - J Test. 2002;13:1. PMID: 6\n';
const corpus = new Map<string, CorpusEntry>();
for (const record of pubmedXmlToRecords(`<PubmedArticleSet>${article}</PubmedArticleSet>`)) {
  corpus.set(record.pmid, { record, xml: article, keys: searchKeys(record) });
}
for (const record of medlineToRecords(medline))
  corpus.set(record.pmid, { record, medline, keys: searchKeys(record) });

const sample = (name: string) =>
  parseXml(fs.readFileSync(path.join(sharedDataPath('pubmed/eutils-response-samples'), name), 'utf8'));
const ask = (utility: string, query: string) => answerEutils(corpus, utility, new URLSearchParams(query));

/** An element's children in order as [name, type of value] (a list's first member stands for it). */
const structure = (node: XmlNode): [string, string][] =>
  Object.keys(node)
    .filter((key) => !key.startsWith('#') && !key.startsWith('@'))
    .map((key) => [
      key,
      Array.isArray(node[key]) ? `list of ${typeof (node[key] as unknown[])[0]}` : typeof node[key],
    ]);
/** Every element path below a node ("MedlineCitation/Article/Journal/ISSN"). */
const elementPaths = (node: unknown, prefix = '', into = new Set<string>()): Set<string> => {
  for (const child of Array.isArray(node) ? node : [node]) {
    if (!child || typeof child !== 'object') continue;
    for (const [key, value] of Object.entries(child as XmlNode)) {
      if (key.startsWith('#') || key.startsWith('@')) continue;
      const at = prefix ? `${prefix}/${key}` : key;
      into.add(at);
      elementPaths(value, at, into);
    }
  }
  return into;
};
/** An esummary DocSum's items as [Name, Type] pairs, and each list item's children the same way. */
const items = (doc: XmlNode | undefined) =>
  ((doc?.Item as XmlNode[] | undefined) ?? []).map((item) => ({
    name: String(item['@Name']),
    type: String(item['@Type']),
    children: ((item.Item as XmlNode[] | undefined) ?? []).map(
      (child) => `${child['@Name']}:${child['@Type']}`,
    ),
  }));
// NCBI's version-2 JSON names for the version-1 items (the rest are the item names lower-cased).
const JSON_NAMES: Record<string, string> = {
  AuthorList: 'authors',
  LangList: 'lang',
  PubTypeList: 'pubtype',
  ArticleIds: 'articleids',
  HasAbstract: 'attributes',
};
const JSON_TYPES: Record<string, string> = {
  List: 'array',
  String: 'string',
  Date: 'string',
  Integer: 'number',
};

describe('answerEutils speaks NCBI shapes', () => {
  it('esearch XML has the elements of the real esearch1.xml, in its order and with its value types', () => {
    const ours = parseXml(ask('esearch.fcgi', 'db=pubmed&term=1975[dp]').body).eSearchResult as XmlNode;
    const real = sample('esearch1.xml').eSearchResult as XmlNode;
    expect(structure(ours)).toEqual(structure(real));
    expect(structure(ours.IdList as XmlNode)).toEqual(structure(real.IdList as XmlNode));
    expect((ours.IdList as XmlNode).Id).toEqual(['2']);
    for (const key of ['Count', 'RetMax', 'RetStart']) expect(ours[key]).toMatch(/^\d+$/);
  });

  it('an empty esearch answers like the real esearch8.xml (empty IdList, "No items found.")', () => {
    const ours = parseXml(ask('esearch.fcgi', 'db=pubmed&term="no such words"[ti]').body)
      .eSearchResult as XmlNode;
    const real = sample('esearch8.xml').eSearchResult as XmlNode;
    // NCBI's ErrorList names unquoted words it could not find; a quoted [ti] phrase gives only the warning.
    expect(structure(ours)).toEqual(structure(real).filter(([key]) => key !== 'ErrorList'));
    expect(ours.WarningList).toEqual(real.WarningList);
    expect(ours.Count).toBe('0');
  });

  it("esearch JSON carries the XML elements as NCBI's lower-case keys, counts as strings", () => {
    const json = JSON.parse(ask('esearch.fcgi', 'db=pubmed&retmode=json&term="J Test"[ta] AND 12[vi]').body);
    expect(json.header).toEqual({ type: 'esearch', version: '0.3' });
    expect(json.esearchresult).toMatchObject({ count: '1', idlist: ['5'] });
    const real = sample('esearch1.xml').eSearchResult as XmlNode;
    expect(Object.keys(json.esearchresult)).toEqual(Object.keys(real).map((key) => key.toLowerCase()));
    expect(
      Object.values(json.esearchresult).map((value) => (Array.isArray(value) ? 'array' : typeof value)),
    ).toEqual(['string', 'string', 'string', 'array', 'array', 'string']);
    const empty = JSON.parse(ask('esearch.fcgi', 'db=pubmed&retmode=json&term=xyzzy[ti]').body).esearchresult;
    expect(empty).toMatchObject({
      count: '0',
      idlist: [],
      warninglist: { outputmessages: ['No items found.'] },
    });
  });

  it('esummary XML has every item of the real esummary1.xml, in its order, with its types and list members', () => {
    const ours = (parseXml(ask('esummary.fcgi', 'db=pubmed&id=2,5').body).eSummaryResult as XmlNode)
      .DocSum as XmlNode[];
    const real = (sample('esummary1.xml').eSummaryResult as XmlNode).DocSum as XmlNode[];
    expect(ours.map((doc) => doc.Id)).toEqual([['2'], ['5']]);
    const realItems = items(real[0]);
    for (const doc of ours) {
      expect(Object.keys(doc).filter((key) => !key.startsWith('#'))).toEqual(
        Object.keys(real[0] ?? {}).filter((key) => !key.startsWith('#')),
      );
      // The sample's records have no DOI; NCBI adds a DOI item right after ArticleIds to records that have one.
      const ourItems = items(doc).filter((item) => item.name !== 'DOI');
      expect(ourItems.map(({ name, type }) => [name, type])).toEqual(
        realItems.map(({ name, type }) => [name, type]),
      );
      for (const name of ['AuthorList', 'PubTypeList']) {
        const member = realItems.find((item) => item.name === name)?.children[0];
        for (const child of ourItems.find((item) => item.name === name)?.children ?? [])
          expect(child).toBe(member);
      }
    }
    expect(
      items(ours[0])
        .map((item) => item.name)
        .indexOf('DOI'),
    ).toBe(
      items(ours[0])
        .map((item) => item.name)
        .indexOf('ArticleIds') + 1,
    );
    expect(items(ours[0]).find((item) => item.name === 'ArticleIds')?.children).toEqual([
      'pubmed:String',
      'doi:String',
    ]);
  });

  it('esummary JSON has a key of the right type for every item of the real esummary1.xml', () => {
    const summary = JSON.parse(ask('esummary.fcgi', 'db=pubmed&retmode=json&id=5,2').body);
    expect(summary.header).toEqual({ type: 'esummary', version: '0.3' });
    expect(summary.result.uids).toEqual(['5', '2']);
    expect(summary.result['5']).toMatchObject({
      uid: '5',
      title: 'A retracted paper.',
      pubtype: ['Journal Article', 'Retracted Publication'],
    });
    const real = (sample('esummary1.xml').eSummaryResult as XmlNode).DocSum as XmlNode[];
    for (const uid of ['2', '5']) {
      const ours = summary.result[uid] as Record<string, unknown>;
      for (const { name, type } of items(real[0]).filter((item) => item.name !== 'SO')) {
        const key = JSON_NAMES[name] ?? name.toLowerCase();
        const value = ours[key];
        expect([key, Array.isArray(value) ? 'array' : typeof value]).toEqual([
          key,
          name === 'HasAbstract' ? 'array' : JSON_TYPES[type],
        ]);
      }
      expect((ours.authors as unknown[])[0]).toEqual({
        name: expect.any(String),
        authtype: 'Author',
        clusterid: '',
      });
      expect((ours.articleids as unknown[])[0]).toEqual({ idtype: 'pubmed', idtypen: 1, value: uid });
    }
  });

  it("efetch XML: the real element as the corpus holds it, in a PubmedArticleSet with NCBI's DOCTYPE", () => {
    const body = ask('efetch.fcgi', 'db=pubmed&id=2&retmode=xml').body;
    expect(body).toContain(article);
    expect(body).toMatch(
      /^<\?xml version="1.0" \?>\n<!DOCTYPE PubmedArticleSet PUBLIC "-\/\/NLM\/\/DTD PubMedArticle/,
    );
    expect(Object.keys(parseXml(body).PubmedArticleSet as XmlNode)).toEqual(['PubmedArticle']);
  });

  it('efetch XML of a MEDLINE-only record uses only element paths found in the real efetch corpus', () => {
    // The first 300 real articles: the head of the gzipped corpus is enough (no need to inflate 90 MB).
    const head = Buffer.alloc(1_000_000);
    const fd = fs.openSync(sharedDataPath('pubmed/pubmed-articles.xml.gz'), 'r');
    fs.readSync(fd, head, 0, head.length, 0);
    fs.closeSync(fd);
    const realXml = gunzipSync(head, { finishFlush: zlibConstants.Z_SYNC_FLUSH }).toString('utf8');
    const realSet = parseXml(
      `<PubmedArticleSet>${[...realXml.matchAll(/<PubmedArticle>[\s\S]*?<\/PubmedArticle>/g)]
        .slice(0, 300)
        .map((match) => match[0])
        .join('')}</PubmedArticleSet>`,
    ).PubmedArticleSet as XmlNode;
    const realPaths = elementPaths(realSet.PubmedArticle);
    const ours = parseXml(ask('efetch.fcgi', 'db=pubmed&id=5&retmode=xml').body).PubmedArticleSet as XmlNode;
    const ourPaths = elementPaths(ours.PubmedArticle);
    expect(ourPaths.size).toBeGreaterThan(20);
    expect([...ourPaths].filter((at) => !realPaths.has(at))).toEqual([]);
  }, 30_000);

  it('efetch MEDLINE: PMID first, and only tags the real MEDLINE records use', () => {
    const realTags = new Set(
      [...readSharedText('pubmed/medline-records.txt.gz').matchAll(/^([A-Z]{2,4}) *- /gm)].map(
        (match) => match[1],
      ),
    );
    // Record 2 is XML-only, so its MEDLINE is written by us (record 5's is served as the corpus holds it).
    for (const id of ['2']) {
      const text = ask('efetch.fcgi', `db=pubmed&id=${id}&rettype=medline&retmode=text`).body.trim();
      expect(text.startsWith(`PMID- ${id}`)).toBe(true);
      const tags = [...text.matchAll(/^([A-Z]{2,4}) *- /gm)].map((match) => match[1]);
      expect(tags.filter((tag) => !realTags.has(tag))).toEqual([]);
    }
  });

  it('efetch renders a MEDLINE-only record as XML that keeps its retraction', () => {
    const [record] = pubmedXmlToRecords(ask('efetch.fcgi', 'db=pubmed&id=5&retmode=xml').body);
    expect(record).toMatchObject({ pmid: '5', retracted: true, retractionNotices: [{ pmid: '6' }] });
  });

  it('ECitMatch echoes each line with the PMID or NOT_FOUND', () => {
    const bdata = 'biochem biophys res commun|1975|66|1173|bose ks|ref1|\rj test|1999|12|34||ref2|';
    expect(ask('ecitmatch.cgi', `db=pubmed&retmode=xml&bdata=${encodeURIComponent(bdata)}`).body).toBe(
      'biochem biophys res commun|1975|66|1173|bose ks|ref1|2\nj test|1999|12|34||ref2|NOT_FOUND\n',
    );
  });

  it('refuses other databases', () => {
    expect(ask('esearch.fcgi', 'db=pmc&term=x').status).toBe(400);
  });
});
