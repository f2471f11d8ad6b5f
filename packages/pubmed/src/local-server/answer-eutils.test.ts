import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { medlineToRecords } from '../records/medline-to-records.ts';
import { pubmedXmlToRecords } from '../records/pubmed-xml-to-records.ts';
import { sharedDataPath } from '../test-support/shared-data.ts';
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
const shape = (node: unknown): unknown =>
  node && typeof node === 'object' && !Array.isArray(node)
    ? Object.fromEntries(
        Object.keys(node)
          .filter((k) => !k.startsWith('#'))
          .sort()
          .map((k) => [k, typeof (node as XmlNode)[k]]),
      )
    : typeof node;
const ask = (utility: string, query: string) => answerEutils(corpus, utility, new URLSearchParams(query));

describe('answerEutils speaks NCBI shapes', () => {
  it('esearch XML has the elements of the real esearch1.xml', () => {
    const ours = parseXml(ask('esearch.fcgi', 'db=pubmed&term=1975[dp]').body).eSearchResult as XmlNode;
    const real = sample('esearch1.xml').eSearchResult as XmlNode;
    for (const key of ['Count', 'RetMax', 'RetStart', 'IdList', 'QueryTranslation']) {
      expect(Object.keys(ours)).toContain(key);
      expect(Object.keys(real)).toContain(key);
    }
    expect((ours.IdList as XmlNode).Id).toEqual(['2']);
  });

  it('esearch JSON, esummary XML (DocSum items of esummary1.xml) and JSON', () => {
    const json = JSON.parse(ask('esearch.fcgi', 'db=pubmed&retmode=json&term="J Test"[ta] AND 12[vi]').body);
    expect(json.esearchresult).toMatchObject({ count: '1', idlist: ['5'] });
    const ours = (parseXml(ask('esummary.fcgi', 'db=pubmed&id=2,5').body).eSummaryResult as XmlNode)
      .DocSum as XmlNode[];
    const real = (sample('esummary1.xml').eSummaryResult as XmlNode).DocSum as XmlNode[];
    expect(shape(ours[0])).toEqual(shape(real[0]));
    const realNames = ((real[0]?.Item as XmlNode[]) ?? []).map((item) => item['@Name']);
    // The sample's records have no DOI; NCBI adds a DOI item to records that have one.
    for (const item of (ours[0]?.Item as XmlNode[]) ?? [])
      expect([...realNames, 'DOI']).toContain(item['@Name']);
    const summary = JSON.parse(ask('esummary.fcgi', 'db=pubmed&retmode=json&id=5').body);
    expect(summary.result.uids).toEqual(['5']);
    expect(summary.result['5']).toMatchObject({
      title: 'A retracted paper.',
      pubtype: ['Journal Article', 'Retracted Publication'],
    });
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
