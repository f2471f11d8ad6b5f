import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { readTitledAbstracts as readXml } from '../../packages/pubmed/src/articles/read-titled-abstracts.ts';
import type { TitledAbstract } from '../../packages/titles/src/index/titled-abstract.ts';
import { sharedDataPath } from './shared-data-path.ts';

/** Title + abstract pairs of the shared PubMed efetch XML (the reader is @galley/pubmed/articles'; this reads the file). */
export function readTitledAbstracts(): TitledAbstract[] {
  return readXml(
    gunzipSync(fs.readFileSync(sharedDataPath('pubmed/pubmed-articles.xml.gz'))).toString('utf8'),
  );
}
