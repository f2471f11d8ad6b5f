import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusCacheFolder, corpusCacheKey, readCorpusCache } from './corpus-cache.ts';
import type { CorpusEntry } from './corpus-entry.ts';
import { loadCorpus } from './load-corpus.ts';

// A small corpus folder with non-ASCII text before and inside the articles, so byte and character offsets differ.
const article = (pmid: string, title: string) =>
  `<PubmedArticle><MedlineCitation><PMID Version="1">${pmid}</PMID><Article><Journal><JournalIssue><Volume>9</Volume><PubDate><Year>2001</Year></PubDate></JournalIssue><Title>Revue médicale</Title><ISOAbbreviation>Rev Méd</ISOAbbreviation></Journal><ArticleTitle>${title}</ArticleTitle><Pagination><MedlinePgn>1-9</MedlinePgn></Pagination><AuthorList><Author ValidYN="Y"><LastName>Kılıçkıran</LastName><ForeName>Hülya</ForeName></Author></AuthorList><PublicationTypeList><PublicationType>Journal Article</PublicationType></PublicationTypeList></Article></MedlineCitation><PubmedData><ArticleIdList><ArticleId IdType="pubmed">${pmid}</ArticleId></ArticleIdList></PubmedData></PubmedArticle>`;
const xml = (title: string) =>
  `<?xml version="1.0" ?>\n<!-- ünïcödé — ∑ -->\n<PubmedArticleSet>\n${article('11', 'Études des ß-cellules — 😀.')}\n${article('12', title)}\n</PubmedArticleSet>\n`;
const medline =
  'PMID- 13\nTI  - Ångström résolution.\nAU  - Øster P\nTA  - J Test\nDP  - 1999\nVI  - 3\nPG  - 5-7\n\nPMID- 12\nTI  - Also in the XML file.\nDP  - 2001\n';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-corpus-test-'));
const xmlFile = path.join(folder, 'pubmed-articles.xml.gz');
const medlineFile = path.join(folder, 'medline-records.txt');
fs.writeFileSync(xmlFile, gzipSync(xml('Second: naïve café.')));
fs.writeFileSync(medlineFile, medline);

const cacheFiles = () => {
  const key = corpusCacheKey([xmlFile, medlineFile]);
  return ['json', 'xml'].map((extension) => path.join(corpusCacheFolder(), `${key}.${extension}`));
};
/** Entries as plain data (the cached ones read their XML lazily through a getter). */
const plain = (corpus: Map<string, CorpusEntry>) =>
  [...corpus].map(([pmid, entry]) => ({ pmid, ...entry, xml: entry.xml }));

afterAll(() => {
  for (const file of cacheFiles()) fs.rmSync(file, { force: true });
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('loadCorpus and its cache', () => {
  it('parses XML and MEDLINE, the XML winning for a PMID in both, each entry with its original text', () => {
    const corpus = loadCorpus(folder, { cache: false });
    expect([...corpus.keys()].sort()).toEqual(['11', '12', '13']);
    expect(corpus.get('11')?.xml).toBe(article('11', 'Études des ß-cellules — 😀.'));
    expect(corpus.get('12')?.record.item.title).toBe('Second: naïve café.');
    expect(corpus.get('13')?.medline).toBe(medline.split('\n\n')[0]);
    expect(corpus.get('13')?.keys.authors).toEqual(['oster p']);
  });

  it('a second load reads the cache, which gives exactly what parsing gives', () => {
    const parsed = loadCorpus(folder, { cache: false });
    for (const file of cacheFiles()) fs.rmSync(file, { force: true });
    loadCorpus(folder);
    const [json] = cacheFiles();
    expect(fs.existsSync(json ?? '')).toBe(true);
    const key = corpusCacheKey([xmlFile, medlineFile]);
    const cached = readCorpusCache(key);
    expect(cached).toBeDefined();
    expect(plain(cached ?? new Map())).toEqual(plain(parsed));
    expect(plain(loadCorpus(folder))).toEqual(plain(parsed));
  });

  it('keeps the cache in a folder only its user can open, and ignores cache files others can write', () => {
    loadCorpus(folder);
    expect(fs.statSync(corpusCacheFolder()).mode & 0o777).toBe(0o700);
    const key = corpusCacheKey([xmlFile, medlineFile]);
    expect(readCorpusCache(key)).toBeDefined();
    const [json = ''] = cacheFiles();
    fs.chmodSync(json, 0o666);
    expect(readCorpusCache(key)).toBeUndefined();
    fs.chmodSync(json, 0o600);
  });

  it('a corpus read from the cache keeps serving its XML when another process replaces the cache files', () => {
    loadCorpus(folder);
    const cached = readCorpusCache(corpusCacheKey([xmlFile, medlineFile]));
    for (const file of cacheFiles()) fs.rmSync(file, { force: true });
    expect(cached?.get('11')?.xml).toBe(article('11', 'Études des ß-cellules — 😀.'));
  });

  it('a changed source file is parsed again, never served stale from the cache', () => {
    loadCorpus(folder);
    const before = corpusCacheKey([xmlFile, medlineFile]);
    fs.writeFileSync(xmlFile, gzipSync(xml('A corrected title.')));
    // Same second on a coarse clock: move the mtime on so the key must change.
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(xmlFile, later, later);
    expect(corpusCacheKey([xmlFile, medlineFile])).not.toBe(before);
    const corpus = loadCorpus(folder);
    expect(corpus.get('12')?.record.item.title).toBe('A corrected title.');
    expect(corpus.get('12')?.xml).toBe(article('12', 'A corrected title.'));
    expect(readCorpusCache(before)).toBeUndefined();
  });

  it('says which files it looked for when the folder has none', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-corpus-empty-'));
    try {
      expect(() => loadCorpus(empty)).toThrow(/No PubMed records found .*pubmed-articles\.xml\.gz/);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
