import type { TitledAbstract } from './titled-abstract.ts';

export const HELD_OUT_SIZE = 500;
/** Changing the salt draws another held-out set; the engine was never tuned per record, only by general rules. */
export const HELD_OUT_SALT = 'galley-titles-2026';

/**
 * The fixed split: the 500 records with the smallest FNV-1a hash of salt + PMID are held out (independent of the
 * file's order), the rest build the index. Build records whose title equals a held-out title (the same paper under
 * two PMIDs) are dropped too, so no held-out title can leak into the index.
 */
export function splitHeldOut(
  records: readonly TitledAbstract[],
  salt: string = HELD_OUT_SALT,
): {
  build: TitledAbstract[];
  heldOut: TitledAbstract[];
} {
  const ranked = [...records].sort(
    (a, b) => hash(salt + a.pmid) - hash(salt + b.pmid) || a.pmid.localeCompare(b.pmid),
  );
  const heldOut = ranked.slice(0, HELD_OUT_SIZE);
  const heldTitles = new Set(heldOut.map((record) => key(record.title)));
  const build = ranked.slice(HELD_OUT_SIZE).filter((record) => !heldTitles.has(key(record.title)));
  const byPmid = (a: TitledAbstract, b: TitledAbstract) => Number(a.pmid) - Number(b.pmid);
  return { build: build.sort(byPmid), heldOut: heldOut.sort(byPmid) };
}

function key(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}
