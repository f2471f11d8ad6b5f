import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { medlineToRecords } from '../records/medline-to-records.ts';
import { pubmedXmlToRecords } from '../records/pubmed-xml-to-records.ts';
import { type CorpusSource, corpusCacheKey, readCorpusCache, writeCorpusCache } from './corpus-cache.ts';
import type { CorpusEntry } from './corpus-entry.ts';
import { pruneArticleXml } from './prune-article-xml.ts';
import { searchKeys } from './search-keys.ts';

const XML_FILE = 'pubmed-articles.xml.gz';
const MEDLINE_FILE = 'medline-records.txt.gz';

export interface LoadCorpusOptions {
  /** Read and write the parsed corpus cache in os.tmpdir() (default true). */
  cache?: boolean;
}

/**
 * Loads the shared PubMed corpus folder (efetch XML and MEDLINE, gzipped or not) into PMID → entry: from the cache
 * of an earlier parse of the same files when there is one, otherwise by parsing (and then caching) them.
 */
export function loadCorpus(dataDir: string, options: LoadCorpusOptions = {}): Map<string, CorpusEntry> {
  const xmlFile = findSource(dataDir, XML_FILE);
  const medlineFile = findSource(dataDir, MEDLINE_FILE);
  const files = [xmlFile, medlineFile].filter((file): file is string => file !== undefined);
  if (files.length === 0)
    throw new Error(`No PubMed records found in ${dataDir} (${XML_FILE}, ${MEDLINE_FILE}).`);
  const useCache = options.cache ?? true;
  const key = useCache ? corpusCacheKey(files) : '';
  const cached = useCache ? readCorpusCache(key) : undefined;
  if (cached) return cached;
  const rawXml = xmlFile ? readMaybeGzip(xmlFile) : '';
  const sources = parseSources(rawXml, medlineFile ? readMaybeGzip(medlineFile) : '');
  if (sources.size === 0)
    throw new Error(`No PubMed records found in ${dataDir} (${XML_FILE}, ${MEDLINE_FILE}).`);
  if (useCache) writeCorpusCache(key, rawXml, sources);
  const corpus = new Map<string, CorpusEntry>();
  for (const [pmid, { record, keys, xml, medline }] of sources) {
    corpus.set(pmid, {
      record,
      keys,
      ...(xml ? { xml: xml.text.slice(xml.start, xml.end) } : {}),
      ...(medline !== undefined ? { medline } : {}),
    });
  }
  return corpus;
}

function parseSources(xml: string, medline: string): Map<string, CorpusSource> {
  const sources = new Map<string, CorpusSource>();
  const elements = new Map<string, { text: string; start: number; end: number }>();
  for (const match of xml.matchAll(/<PubmedArticle>[\s\S]*?<\/PubmedArticle>/g)) {
    const pmid = match[0].match(/<PMID[^>]*>(\d+)</)?.[1];
    if (pmid) elements.set(pmid, { text: xml, start: match.index, end: match.index + match[0].length });
  }
  // One parse of the whole pruned file: per-article parser calls cost more than the parse itself.
  if (xml) {
    for (const record of pubmedXmlToRecords(pruneArticleXml(xml))) {
      const element = elements.get(record.pmid);
      sources.set(record.pmid, { record, keys: searchKeys(record), ...(element ? { xml: element } : {}) });
    }
  }
  for (const chunk of medline ? medline.split(/\r?\n(?=PMID- )/) : []) {
    const [record] = medlineToRecords(chunk);
    // The XML form is richer (reference links, ids), so it wins when a PMID is in both files.
    if (record && !sources.has(record.pmid)) {
      sources.set(record.pmid, { record, medline: chunk.trim(), keys: searchKeys(record) });
    }
  }
  return sources;
}

function findSource(dataDir: string, file: string): string | undefined {
  return [file, file.replace(/\.gz$/, '')]
    .map((name) => path.join(dataDir, name))
    .find((full) => fs.existsSync(full));
}

function readMaybeGzip(file: string): string {
  const bytes = fs.readFileSync(file);
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}
