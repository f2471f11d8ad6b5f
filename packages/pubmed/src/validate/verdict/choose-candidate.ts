import type { CslItem } from '@galley/contracts';
import type { PubmedRecord } from '../../records/pubmed-record.ts';
import { type CandidateComparison, compareCandidate } from '../compare/compare-candidate.ts';
import { type Identification, identifyPaper } from './identify-paper.ts';

export interface ScoredCandidate {
  record: PubmedRecord;
  comparison: CandidateComparison;
  identification: Identification;
}

/**
 * Scores every candidate against the parsed reference and keeps the best: a record that identifies the paper
 * without contradiction beats one that identifies it with a contradiction, which beats a partial match; the
 * score breaks ties, and notices (errata, retraction notices) yield to the paper they are about.
 */
export function chooseCandidate(cited: CslItem, records: PubmedRecord[]): ScoredCandidate | undefined {
  let best: { candidate: ScoredCandidate; rank: number } | undefined;
  for (const record of records) {
    const comparison = compareCandidate(cited, { ...record.item, PMID: record.pmid });
    const identification = identifyPaper(cited, comparison);
    const tier = identification.identified
      ? identification.contradicted
        ? 2
        : 3
      : identification.partial
        ? 1
        : 0;
    const notice =
      record.isRetractionNotice || record.publicationTypes.includes('Published Erratum') ? 0.01 : 0;
    const rank = tier + comparison.score * 0.9 - notice;
    if (!best || rank > best.rank) best = { candidate: { record, comparison, identification }, rank };
  }
  return best?.candidate;
}
