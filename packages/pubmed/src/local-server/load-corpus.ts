import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { medlineToRecords } from '../records/medline-to-records.ts';
import { pubmedXmlToRecords } from '../records/pubmed-xml-to-records.ts';
import type { CorpusEntry } from './corpus-entry.ts';
import { pruneArticleXml } from './prune-article-xml.ts';
import { searchKeys } from './search-keys.ts';

const XML_FILE = 'pubmed-articles.xml.gz';
const MEDLINE_FILE = 'medline-records.txt.gz';

/** Loads the shared PubMed corpus folder (efetch XML and MEDLINE, gzipped or not) into PMID → entry. */
export function loadCorpus(dataDir: string): Map<string, CorpusEntry> {
  const corpus = new Map<string, CorpusEntry>();
  const xml = readMaybeGzip(dataDir, XML_FILE);
  if (xml !== undefined) {
    const elements = new Map<string, string>();
    for (const [element] of xml.matchAll(/<PubmedArticle>[\s\S]*?<\/PubmedArticle>/g)) {
      const pmid = element.match(/<PMID[^>]*>(\d+)</)?.[1];
      if (pmid) elements.set(pmid, element);
    }
    // One parse of the whole pruned file: per-article parser calls cost more than the parse itself.
    for (const record of pubmedXmlToRecords(pruneArticleXml(xml))) {
      corpus.set(record.pmid, { record, xml: elements.get(record.pmid), keys: searchKeys(record) });
    }
  }
  const medline = readMaybeGzip(dataDir, MEDLINE_FILE);
  if (medline !== undefined) {
    for (const chunk of medline.split(/\r?\n(?=PMID- )/)) {
      const [record] = medlineToRecords(chunk);
      // The XML form is richer (reference links, ids), so it wins when a PMID is in both files.
      if (record && !corpus.has(record.pmid)) {
        corpus.set(record.pmid, { record, medline: chunk.trim(), keys: searchKeys(record) });
      }
    }
  }
  if (corpus.size === 0)
    throw new Error(`No PubMed records found in ${dataDir} (${XML_FILE}, ${MEDLINE_FILE}).`);
  return corpus;
}

function readMaybeGzip(dataDir: string, file: string): string | undefined {
  for (const name of [file, file.replace(/\.gz$/, '')]) {
    const full = path.join(dataDir, name);
    if (!fs.existsSync(full)) continue;
    const bytes = fs.readFileSync(full);
    return (name.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  }
  return undefined;
}
