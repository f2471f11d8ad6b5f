// Builds .galley/titles/title-index.json (the git-ignored local data folder) from the build set of the shared PubMed
// corpus (the 500 held-out abstracts are split off first and never reach the index).
// `npx tsx scripts/titles/build-title-index.ts [out]`. The file quotes published titles from the PubMed test data,
// which is not for redistribution: it stays out of git and is rebuilt from the shared data; the server would build or
// ship its own from a corpus it may use.
import fs from 'node:fs';
import path from 'node:path';
import { buildTitleIndex } from '../../packages/titles/src/index/build-title-index.ts';
import { readTitledAbstracts } from './read-titled-abstracts.ts';
import { splitHeldOut } from './split-held-out.ts';

export const DEFAULT_INDEX_PATH = path.resolve(import.meta.dirname, '../../.galley/titles/title-index.json');

/** Builds and writes the index; returns its path and size in bytes. */
export function writeTitleIndex(out = DEFAULT_INDEX_PATH): {
  path: string;
  bytes: number;
  documents: number;
} {
  const { build } = splitHeldOut(readTitledAbstracts());
  const data = buildTitleIndex(build);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const json = JSON.stringify(data);
  fs.writeFileSync(out, json);
  return { path: out, bytes: Buffer.byteLength(json), documents: data.documents };
}

if (process.argv[1] && import.meta.filename === fs.realpathSync(process.argv[1])) {
  const written = writeTitleIndex(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`${written.path}: ${written.documents} papers, ${(written.bytes / 1024).toFixed(0)} KiB`);
}
