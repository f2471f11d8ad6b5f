import type { CslItem } from '@galley/contracts';

// "NIHMSID NIHMS252390", "NIHMS252390": NIH manuscript ids, printed beside the PMID in PubMed Central's lists.
const NIHMS = /\bNIHMS(\d{4,9})\b/g;

/**
 * Drops pages, a volume or an issue that are the digits of the string's PMID, PMCID or NIH manuscript id: the tagger
 * read "… 2011 44(4) 644-9. NIHMSID NIHMS252390 PubMed PMID 21094944" with the PMID as the pages. Call after the
 * identifiers are read.
 */
export function dropIdentifierNumbers(source: string, item: CslItem): void {
  const ids = new Set(
    [item.PMID, item.PMCID?.replace(/^PMC/i, ''), ...[...source.matchAll(NIHMS)].map((m) => m[1])].filter(
      (id): id is string => Boolean(id),
    ),
  );
  if (!ids.size) return;
  for (const field of ['page', 'volume', 'issue'] as const) {
    const value = item[field];
    if (value && ids.has(value)) {
      delete item[field];
      delete item.confidence?.[field];
    }
  }
}
