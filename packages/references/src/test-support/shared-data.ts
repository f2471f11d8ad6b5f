// Test-only access to the shared real data (GALLEY_SHARED_DATA, default ../shared/data from the repo root).
// Lives in the package's test support, which only *.test.ts files import; the package code itself stays pure.
// biome-ignore lint/style/noRestrictedImports: test-only reader of the shared real data, imported by *.test.ts only.
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** Absolute path of a shared data file; throws a clear error when the data folder is missing. */
export function sharedDataPath(relative: string): string {
  const root = path.resolve(repoRoot, process.env.GALLEY_SHARED_DATA ?? '../shared/data');
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) {
    throw new Error(
      `Shared data not found: ${full}. Set GALLEY_SHARED_DATA to the folder with references/ and pubmed/.`,
    );
  }
  return full;
}

/** Bytes of a shared data file (gunzipped when it ends in .gz). */
export function readSharedData(relative: string): Buffer {
  const bytes = fs.readFileSync(sharedDataPath(relative));
  return relative.endsWith('.gz') ? gunzipSync(bytes) : bytes;
}

/** File names in a shared data folder. */
export function listSharedData(relative: string): string[] {
  return fs.readdirSync(sharedDataPath(relative)).sort();
}
