import type { CorpusEntry } from '@galley/pubmed';
import { readSharedText } from '../../../../packages/pubmed/src/test-support/shared-data.ts';

export interface RealReference {
  pmid: string;
  text: string;
}

/**
 * `count` real reference strings (as printed in published reference lists) whose cited paper is in the
 * local E-utilities corpus, one line each, so that pasting them joined by blank lines gives `count` references.
 * `every` spreads the pick over the file (different journals and styles), as bench/pubmed.bench.ts does.
 */
export function realReferences(corpus: Map<string, CorpusEntry>, count: number, every = 1): RealReference[] {
  const picked = readSharedText('references/reference-strings-with-pmid.dev.tsv.gz')
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .map(([pmid = '', text = '']) => ({ pmid, text: text.trim() }))
    .filter(({ pmid, text }) => corpus.has(pmid) && text.length > 60 && !text.includes('\n'))
    .filter((_, index) => index % every === 0)
    .slice(0, count);
  if (picked.length < count) throw new Error(`only ${picked.length} real references found, ${count} wanted`);
  return picked;
}
