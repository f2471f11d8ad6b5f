import type { CslItem } from '@galley/contracts';
import type { PubmedRecord } from '../../records/pubmed-record.ts';
import { type CandidateComparison, compareCandidate } from '../compare/compare-candidate.ts';
import { type Identification, identifyPaper } from './identify-paper.ts';

export interface ScoredCandidate {
  record: PubmedRecord;
  comparison: CandidateComparison;
  identification: Identification;
  /**
   * Other records that identify the paper as well as this one (within TIE_MARGIN), neither tied to it by a
   * CommentsCorrections link nor a notice: the citation cannot tell them apart, so no PMID may be linked.
   */
  rivals: string[];
}

/** Rank difference under which two identified records count as equally good (one field's "close" is ~0.06). */
const TIE_MARGIN = 0.02;
/** Rank per field a record confirms: orders records, too small to break a tie on its own. */
const CONFIRMED_BONUS = 0.001;
/** How much a notice yields to the paper it is about (less than TIE_MARGIN: the pair would otherwise tie). */
const NOTICE_PENALTY = 0.01;

/**
 * Scores every candidate against the parsed reference and keeps the best: a record that identifies the paper
 * without contradiction beats one that identifies it with a contradiction, which beats a partial match; the
 * score breaks ties, and notices (errata, retraction notices) yield to the paper they are about. Records the
 * score cannot separate from the best are kept as rivals, because keeping whichever came first would link a
 * PMID by input order.
 */
export function chooseCandidate(cited: CslItem, records: PubmedRecord[]): ScoredCandidate | undefined {
  const ranked = records.map((record) => {
    const comparison = compareCandidate(cited, { ...record.item, PMID: record.pmid });
    const identification = identifyPaper(cited, comparison);
    const tier = identification.identified
      ? identification.contradicted
        ? 2
        : 3
      : identification.partial
        ? 1
        : 0;
    // Fields the record confirms: a full record beats its sparse duplicate (PubMed keeps some papers twice, once
    // without volume and pages), which the score, counting only fields both sides give, cannot see.
    const confirmed = comparison.fields.filter((row) => row.agreement === 'same').length;
    const rank =
      tier + comparison.score * 0.9 + confirmed * CONFIRMED_BONUS - (isNotice(record) ? NOTICE_PENALTY : 0);
    return { record, comparison, identification, rank, confirmed };
  });
  let best: (typeof ranked)[number] | undefined;
  for (const entry of ranked) if (!best || entry.rank > best.rank) best = entry;
  if (!best) return undefined;
  const linked = (entry: (typeof ranked)[number]) =>
    entry.identification.identified && !entry.identification.contradicted;
  if (isNotice(best.record) && linked(best)) {
    // A notice that ties with the paper it is about yields to the paper, whatever the order of the candidates.
    const lead = best;
    const paper = ranked
      .filter((entry) => !isNotice(entry.record) && linked(entry) && lead.rank - entry.rank <= TIE_MARGIN)
      .sort((a, b) => b.rank - a.rank)[0];
    if (paper) best = paper;
  }
  const top = best;
  const rivals = linked(top)
    ? ranked
        .filter(
          (entry) =>
            entry !== top &&
            entry.record.pmid !== top.record.pmid &&
            linked(entry) &&
            top.rank - entry.rank <= TIE_MARGIN &&
            entry.confirmed >= top.confirmed &&
            !tiedByLink(top.record, entry.record) &&
            isNotice(top.record) === isNotice(entry.record),
        )
        .map((entry) => entry.record.pmid)
    : [];
  return {
    record: top.record,
    comparison: top.comparison,
    identification: top.identification,
    rivals: [...new Set(rivals)],
  };
}

/**
 * A record about another record rather than a paper: a retraction notice, a published erratum, or an erratum
 * PubMed files as "Corrected and Republished Article" under the title "Erratum: …".
 */
export function isNotice(record: PubmedRecord): boolean {
  return (
    record.isRetractionNotice ||
    record.publicationTypes.includes('Published Erratum') ||
    (record.publicationTypes.includes('Corrected and Republished Article') &&
      /^\s*erratum\s*:/i.test(record.item.title ?? ''))
  );
}

/** Two records PubMed links (erratum, republication, comment): a tie between them is one paper and its echo. */
function tiedByLink(a: PubmedRecord, b: PubmedRecord): boolean {
  return Boolean(a.linkedPmids?.includes(b.pmid) || b.linkedPmids?.includes(a.pmid));
}
