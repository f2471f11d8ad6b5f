import type { CorpusEntry } from './corpus-entry.ts';
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
  for (const [pmid, { keys }] of corpus) {
    if (wanted.year && keys.year !== wanted.year) continue;
    if (wanted.volume && keys.volume !== wanted.volume) continue;
    if (wanted.page && keys.firstPage !== wanted.page) continue;
    if (family && !keys.authors.some((name) => name.startsWith(family))) continue;
    candidates.push({ pmid, journalAgrees: keys.journals.includes(wanted.journal) });
  }
  const echoed = fields.slice(0, 6).join('|');
  const enough = [wanted.year, wanted.volume, wanted.page].filter(Boolean).length >= 2;
  const agreeing = candidates.filter((candidate) => candidate.journalAgrees);
  const pool = agreeing.length > 0 ? agreeing : candidates;
  if (!enough || pool.length === 0) return `${echoed}|NOT_FOUND`;
  if (pool.length > 1) return `${echoed}|AMBIGUOUS ${pool.map((c) => c.pmid).join(',')}`;
  return `${echoed}|${pool[0]?.pmid}`;
}
