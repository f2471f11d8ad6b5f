import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { seededRandom } from '../refs/seeded-random.ts';
import { sharedDataPath } from '../refs/shared-data-path.ts';

export interface DevString {
  pmid: string;
  text: string;
}

/** The real dev strings with their cited PMIDs: all of them, or a seeded sample of `sample`. */
export function readDevStrings({ sample, seed = 1 }: { sample?: number; seed?: number } = {}): DevString[] {
  const file = sharedDataPath('references/reference-strings-with-pmid.dev.tsv.gz');
  const rows = gunzipSync(fs.readFileSync(file))
    .toString('utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .filter(([pmid, text]) => pmid && text?.trim())
    .map(([pmid = '', text = '']) => ({ pmid: pmid.trim(), text: text.trim() }));
  if (sample === undefined || sample >= rows.length) return rows;
  const random = seededRandom(seed);
  // Fisher–Yates on a copy, then the first `sample`: the same rows for the same seed.
  const shuffled = [...rows];
  for (let index = shuffled.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other] as DevString, shuffled[index] as DevString];
  }
  return shuffled.slice(0, sample);
}
