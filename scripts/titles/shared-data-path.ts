import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A path inside the shared real data (GALLEY_SHARED_DATA, default ../shared/data); fails clearly when missing. */
export function sharedDataPath(relative: string): string {
  const root = path.resolve(repoRoot, process.env.GALLEY_SHARED_DATA ?? '../shared/data');
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) {
    throw new Error(`Shared data not found: ${full}. Set GALLEY_SHARED_DATA to the folder holding pubmed/.`);
  }
  return full;
}
