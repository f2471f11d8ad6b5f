import type { CorpusEntry } from './corpus-entry.ts';
import { corpusIndex } from './corpus-index.ts';
import { normaliseText } from './normalise-text.ts';

/**
 * One ECitMatch line (journal|year|volume|first page|author|key|) → the answer line NCBI would give: the input
 * echoed with the PMID appended, "NOT_FOUND" or "AMBIGUOUS". Like NCBI, the journal is the weakest field: a match on
 * year, volume and first page alone is accepted when the journal matches nothing.
 */
export function matchCitation(corpus: Map<string, CorpusEntry>, line: string): string {
  const fields = line.split('|');
  const [journal = '', year = '', volume = '', page = '', author = ''] = fields.map((field) => field.trim());
  const wanted = {
    journal: normaliseText(journal),
    year,
    volume: normaliseText(volume),
    page: normaliseText(page),
  };
  const family = normaliseText(author).split(' ')[0] ?? '';
  const candidates: { pmid: string; journalAgrees: boolean }[] = [];
  // Every accepted record shares the page, volume or year asked for: start from that field's postings.
  const index = corpusIndex(corpus);
  const pool = wanted.page
    ? index.firstPages.get(wanted.page)
    : wanted.volume
      ? index.volumes.get(wanted.volume)
      : index.years.get(wanted.year);
  for (const pmid of pool ?? []) {
    const keys = corpus.get(pmid)?.keys;
    if (!keys) continue;
    if (wanted.year && keys.year !== wanted.year) continue;
    if (wanted.volume && keys.volume !== wanted.volume) continue;
    if (wanted.page && keys.firstPage !== wanted.page) continue;
    if (family && !keys.authors.some((name) => name.startsWith(family))) continue;
    candidates.push({ pmid, journalAgrees: keys.journals.includes(wanted.journal) });
  }
  const echoed = fields.slice(0, 6).join('|');
  const enough = [wanted.year, wanted.volume, wanted.page].filter(Boolean).length >= 2;
  const agreeing = candidates.filter((candidate) => candidate.journalAgrees);
  const chosen = agreeing.length > 0 ? agreeing : candidates;
  if (!enough || chosen.length === 0) return `${echoed}|NOT_FOUND`;
  if (chosen.length > 1) return `${echoed}|AMBIGUOUS ${chosen.map((c) => c.pmid).join(',')}`;
  return `${echoed}|${chosen[0]?.pmid}`;
}
