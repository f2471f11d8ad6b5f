import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { AbstractPart } from '../../packages/manuscript/src/tagger/abstract-model.ts';
import { type LabelledAbstract, readXmlAbstracts } from '../manuscript/read-labelled-abstracts.ts';
import { sharedDataPath } from '../manuscript/shared-data-path.ts';

/** A record of the shared PubMed index, for titles and reference entries. */
export interface IndexRow {
  author: string;
  title: string;
  journal: string;
  year: string;
  volume: string;
  pages: string;
  doi: string;
}

/** What manuscripts are made of: real structured abstracts (their parts feed the sections too) and index rows. */
export interface ContentPool {
  abstracts: LabelledAbstract[];
  sentences: Record<AbstractPart, string[]>;
  rows: IndexRow[];
}

let cached: ContentPool | undefined;

/** Loads the pool once: the efetch XML's structured abstracts and the complete rows of the records index. */
export function loadContentPool(): ContentPool {
  if (cached) return cached;
  const abstracts = readXmlAbstracts().filter((a) => a.sections.length >= 3);
  const sentences: Record<AbstractPart, string[]> = {
    background: [],
    methods: [],
    results: [],
    conclusions: [],
  };
  for (const a of abstracts)
    for (const s of a.sections)
      for (const sentence of s.text.split(/(?<=[a-z0-9)][.?!])\s+(?=[A-Z])/))
        if (sentence.length > 40 && sentence.length < 400) sentences[s.part].push(sentence);
  const tsv = gunzipSync(fs.readFileSync(sharedDataPath('pubmed/records-index.tsv.gz'))).toString('utf8');
  const rows: IndexRow[] = [];
  for (const line of tsv.split('\n').slice(1)) {
    const c = line.split('\t');
    if (c[14] !== 'True' || !c[6] || !c[4]) continue;
    const clean = (s = '') => s.replace(/\s+/g, ' ').trim();
    rows.push({
      author: clean(c[4]),
      title: clean(c[6]),
      journal: clean(c[8] || c[7]),
      year: clean(c[9]),
      volume: clean(c[10]),
      pages: clean(c[12]),
      doi: clean(c[13]),
    });
  }
  cached = { abstracts, sentences, rows };
  return cached;
}
