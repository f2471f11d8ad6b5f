// Test-only access to the shared real manuscripts (GALLEY_SHARED_DATA, default ../shared/data from the repo root).
// Lives in the package's test support, which only *.test.ts files import; the package code itself stays pure.
// biome-ignore lint/style/noRestrictedImports: test-only reader of the shared real data, imported by *.test.ts only.
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** Absolute path of a shared data file; throws a clear error when the data folder is missing. */
export function sharedDataPath(relative: string): string {
  const root = path.resolve(repoRoot, process.env.GALLEY_SHARED_DATA ?? '../shared/data');
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) {
    throw new Error(
      `Shared data not found: ${full}. Set GALLEY_SHARED_DATA to the folder with manuscripts/.`,
    );
  }
  return full;
}

/** Bytes of a shared data file. */
export function readSharedData(relative: string): Uint8Array {
  return new Uint8Array(fs.readFileSync(sharedDataPath(relative)));
}

/** Every shared dev .docx (the seven manuscripts and the two citation-field samples), as paths under data/. */
export function sharedManuscripts(): string[] {
  const top = fs
    .readdirSync(sharedDataPath('manuscripts'))
    .filter((name) => name.endsWith('.docx'))
    .map((name) => `manuscripts/${name}`);
  const fields = fs
    .readdirSync(sharedDataPath('manuscripts/citation-fields'))
    .filter((name) => name.endsWith('.docx'))
    .map((name) => `manuscripts/citation-fields/${name}`);
  return [...top.sort(), ...fields.sort()];
}
