import type { CslItem } from '@galley/contracts';

/** The words of a title or string that tell references apart: lower case, accents folded, 3 letters or more. */
export const words = (text: string | undefined) =>
  new Set(
    (text ?? '')
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^\p{L}\p{N}\s]/gu, ' ')
      .split(/\s+/)
      .filter((w) => w.length > 2),
  );

const year = (item: CslItem) => item.issued?.['date-parts']?.[0]?.[0];

/** The reference list prepared once for linking every citation of a manuscript (words and keys computed once). */
export interface EntryIndex {
  entries: readonly CslItem[];
  sources: string[];
  titleWords: Set<string>[];
}

export function indexEntries(entries: readonly CslItem[]): EntryIndex {
  return {
    entries,
    sources: entries.map((e) => e.source?.toLowerCase() ?? ''),
    titleWords: entries.map((e) => words(e.title ?? e.source)),
  };
}

/**
 * The reference-list entry a citation field's item stands for: same DOI, else a title sharing most of its words (the
 * list's title was read from a string, so small differences are expected), else the same first author and year when
 * only one entry has them. Undefined when nothing ties them.
 */
export function linkCitationItem(item: CslItem, index: EntryIndex): number | undefined {
  const { entries } = index;
  const found = entryWithDoi(item, index);
  if (found !== undefined) return found;
  const title = words(item.title);
  if (title.size >= 3) {
    let best = -1;
    let bestScore = 0;
    index.titleWords.forEach((other, position) => {
      let shared = 0;
      for (const word of title) if (other.has(word)) shared++;
      const score = shared / title.size;
      if (score > bestScore) {
        bestScore = score;
        best = position;
      }
    });
    if (bestScore >= 0.8) return best;
  }
  const family = item.author?.[0]?.family?.toLowerCase();
  const when = year(item);
  if (family && when) {
    const matches = entries.flatMap((entry, position) =>
      entry.author?.[0]?.family?.toLowerCase() === family && year(entry) === when ? [position] : [],
    );
    if (matches.length === 1) return matches[0];
  }
  return undefined;
}

/** The entry with the item's DOI, in its parsed fields or anywhere in its printed string. */
export function entryWithDoi(item: CslItem, index: EntryIndex): number | undefined {
  const doi = item.DOI?.toLowerCase();
  if (!doi) return undefined;
  const found = index.entries.findIndex(
    (e, n) => e.DOI?.toLowerCase() === doi || index.sources[n]?.includes(doi),
  );
  return found >= 0 ? found : undefined;
}
