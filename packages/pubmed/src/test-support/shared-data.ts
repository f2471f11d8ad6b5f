// Test-only access to the shared real data (GALLEY_SHARED_DATA, default ../shared/data from the repo root).
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** Absolute path of a shared data file or folder; throws a clear error when the data folder is missing. */
export function sharedDataPath(relative: string): string {
  const root = path.resolve(repoRoot, process.env.GALLEY_SHARED_DATA ?? '../shared/data');
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) {
    throw new Error(`Shared data not found: ${full}. Set GALLEY_SHARED_DATA to the folder with pubmed/.`);
  }
  return full;
}

/** Text of a shared data file (gunzipped when it ends in .gz). */
export function readSharedText(relative: string): string {
  const bytes = fs.readFileSync(sharedDataPath(relative));
  return (relative.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}
