import {
  type CslItem,
  PRECAUTION_MESSAGES,
  type Precaution,
  type ReferenceValidation,
} from '@galley/contracts';
import type { ScoredCandidate } from './choose-candidate.ts';
import { fieldPrecautions } from './field-precautions.ts';

type Verdict = Pick<ReferenceValidation, 'status' | 'pmid' | 'precautions' | 'evidence'>;

/**
 * The verdict from the best candidate: verified when it identifies the paper and every cited field agrees;
 * verified_with_differences when it identifies the paper but cited fields differ (each a precaution with
 * PubMed's value); mismatch when it shares part of the citation but not the paper's identity; not_found
 * otherwise. A PMID is linked only to an identified paper: a wrong link is worse than none.
 */
export function decideVerdict(
  cited: CslItem,
  best: ScoredCandidate | undefined,
  candidates: number,
): Verdict {
  const evidence = {
    parsed: cited,
    pubmed: best ? { ...best.record.item, PMID: best.record.pmid } : null,
    fields: best?.comparison.fields ?? [],
    candidates,
    score: best ? Math.round(best.comparison.score * 1000) / 1000 : 0,
  };
  if (!best?.identification.partial) return { status: 'not_found', pmid: null, precautions: [], evidence };
  const { identified, contradicted } = best.identification;
  if (!identified || contradicted) {
    return { status: 'mismatch', pmid: null, precautions: fieldPrecautions(best.comparison), evidence };
  }
  if (best.rivals.length > 0) {
    // Two records the citation cannot tell apart: linking either would be a guess.
    const alternatives = [best.record.pmid, ...best.rivals];
    return {
      status: 'mismatch',
      pmid: null,
      precautions: [
        {
          code: 'ambiguous_match',
          correct: alternatives.join(', '),
          message: PRECAUTION_MESSAGES.ambiguous_match,
        },
      ],
      evidence: { ...evidence, alternatives },
    };
  }
  const differences = fieldPrecautions(best.comparison);
  return {
    status: differences.length > 0 ? 'verified_with_differences' : 'verified',
    pmid: best.record.pmid,
    precautions: [...differences, ...recordPrecautions(best)],
    evidence,
  };
}

/** What PubMed says about the paper itself: retracted, or corrected by an erratum. */
function recordPrecautions({ record }: ScoredCandidate): Precaution[] {
  const precautions: Precaution[] = [];
  if (record.retracted) {
    precautions.push({
      code: 'retracted',
      correct: record.retractionNotices.map((notice) => notice.source).join('; ') || undefined,
      message: PRECAUTION_MESSAGES.retracted,
    });
  }
  if (record.errata.length > 0) {
    precautions.push({
      code: 'erratum',
      correct: record.errata.map((notice) => notice.source).join('; '),
      message: PRECAUTION_MESSAGES.erratum,
    });
  }
  return precautions;
}
