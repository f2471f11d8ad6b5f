import type { Citation, CslItem } from '@galley/contracts';
import { type EntryIndex, entryWithDoi, indexEntries, words } from './link-citation-item.ts';

// What a reference manager's item says better than a printed string read back: the bibliographic fields.
const KEPT_FROM_ENTRY = ['id', 'source', 'originalNumber'] as const;
// Identifiers the parser takes straight from the printed text (patterns, not guesses): kept when the item lacks them.
const IDENTIFIERS = ['DOI', 'PMID', 'PMCID', 'URL'] as const;

/**
 * The reference list's entries with the data of the citation fields that cite them. A Zotero, Mendeley or EndNote
 * field carries the item from the author's library — typed (report, web page, book…) and split into fields — where
 * the entry was read back from its printed string, which loses the type and can misread a report's title as a
 * journal ("NHS Recovery. Plan 2021"). An item replaces its entry's bibliographic fields only when the printed
 * string confirms it is the same reference: the same DOI, or at least 80 % of the item's title words (3 or more)
 * in the string. The entry keeps its position, number and source text, and identifiers found in its string that
 * the item lacks.
 */
export function enrichFromFields(entries: readonly CslItem[], citations: readonly Citation[]): CslItem[] {
  const result = [...entries];
  const taken = new Set<number>();
  const index = indexEntries(entries);
  const sources = entries.map((entry) => words(entry.source));
  for (const citation of citations)
    for (const item of citation.items) {
      const at = confirmedEntry(item, index, sources);
      if (at === undefined || taken.has(at) || !item.title || !(item.author?.length || item.editor?.length))
        continue;
      taken.add(at);
      const entry = entries[at] as CslItem;
      const merged: CslItem = { ...withoutFieldMeta(item) };
      for (const key of KEPT_FROM_ENTRY)
        if (entry[key] !== undefined) Object.assign(merged, { [key]: entry[key] });
      for (const key of IDENTIFIERS) if (!merged[key] && entry[key]) merged[key] = entry[key];
      result[at] = merged;
    }
  return result;
}

/** The entry whose printed string is confirmed to be this item (DOI, or most of its title's words), if one is. */
function confirmedEntry(item: CslItem, index: EntryIndex, sources: Set<string>[]): number | undefined {
  const byDoi = entryWithDoi(item, index);
  if (byDoi !== undefined) return byDoi;
  const title = [...words(item.title)];
  if (title.length < 3) return undefined;
  let best: number | undefined;
  let bestShare = 0.8;
  sources.forEach((found, position) => {
    const share = title.filter((word) => found.has(word)).length / title.length;
    if (share >= bestShare && (best === undefined || share > bestShare)) {
      best = position;
      bestShare = share;
    }
  });
  return best;
}

/** The item without what only its library knows (its id there, an abstract, a citation key). */
function withoutFieldMeta(item: CslItem): CslItem {
  const {
    id: _id,
    abstract: _abstract,
    'citation-key': _key,
    ...rest
  } = item as CslItem & {
    abstract?: unknown;
    'citation-key'?: unknown;
  };
  return rest as CslItem;
}
