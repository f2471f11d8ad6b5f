import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { readTitledAbstracts } from '@galley/pubmed/articles';
import { buildCorpusTitleIndex } from '@galley/titles/build';

export interface BuildTitleIndexFileInput {
  /** Where the index goes (written beside it first, then renamed, so no reader sees half a file). */
  out: string;
  /** The shared data folder holding pubmed/pubmed-articles.xml.gz. */
  sharedData: string;
}

/**
 * The title recommender's corpus index, built in a worker thread (CPU for ≈ 40 s) from the shared PubMed XML by the
 * same pure code as `scripts/titles/build-title-index.ts`: the evaluation's held-out abstracts never reach it.
 */
export async function buildTitleIndexFile(input: BuildTitleIndexFileInput): Promise<{ documents: number }> {
  const gz = fs.readFileSync(path.join(input.sharedData, 'pubmed', 'pubmed-articles.xml.gz'));
  const data = buildCorpusTitleIndex(readTitledAbstracts(gunzipSync(gz).toString('utf8')));
  fs.mkdirSync(path.dirname(input.out), { recursive: true });
  const temporary = `${input.out}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(data));
  fs.renameSync(temporary, input.out);
  return { documents: data.documents };
}
