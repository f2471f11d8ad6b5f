import type { ReferenceOrderItem } from '@galley/contracts';

/** What the diff modal says about a verdict, in plain words: i18n keys under `references:diff` and values. */
export interface VerdictExplanation {
  /** `diff.explain.<status>`. */
  summaryKey: string;
  /** What was searched (evidence.searches), when the checker reports it. */
  searches: string[];
  /** The closest PubMed record's PMID when it was not accepted as the paper (mismatch, not found). */
  closestPmid: string | null;
  /** 0..100, how much of the closest record agreed. */
  scorePercent: number | null;
  candidates: number | null;
  /** Other PMIDs that matched as well (ambiguous). */
  alternatives: string[];
}

/**
 * Why a reference got its verdict: a sentence per status, then the evidence — for fabricated or
 * mismatched references what was searched and what came closest, with its score.
 */
export function explainVerdict(
  reference: Pick<ReferenceOrderItem, 'status' | 'pubmed' | 'evidence' | 'pmid'>,
): VerdictExplanation {
  const evidence = reference.evidence;
  const doubtful = reference.status === 'mismatch' || reference.status === 'not_found';
  return {
    summaryKey: `diff.explain.${reference.status}`,
    searches: evidence?.searches ?? [],
    closestPmid: doubtful ? (reference.pubmed?.PMID ?? null) : null,
    scorePercent:
      evidence && (doubtful || reference.status === 'verified_with_differences')
        ? Math.round(evidence.score * 100)
        : null,
    candidates: evidence ? evidence.candidates : null,
    alternatives: evidence?.alternatives ?? [],
  };
}
