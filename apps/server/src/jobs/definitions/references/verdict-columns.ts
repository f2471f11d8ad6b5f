import type { ReferenceEvidence, ReferenceValidation } from '@galley/contracts';

/**
 * What a verdict stores on its reference row. The evidence keeps what the diff modal needs; its `parsed` and
 * `pubmed` items are left out because the row carries both already. `searches` is kept when the engine
 * reports the queries it ran.
 */
export function verdictColumns(verdict: ReferenceValidation) {
  const { fields, candidates, score, alternatives } = verdict.evidence;
  const searches = (verdict.evidence as { searches?: unknown }).searches;
  const evidence: ReferenceEvidence = { fields, candidates, score };
  if (alternatives) evidence.alternatives = alternatives;
  if (Array.isArray(searches)) evidence.searches = searches.filter((s) => typeof s === 'string');
  return {
    status: verdict.status,
    pmid: verdict.pmid,
    precautions: verdict.precautions,
    pubmed: verdict.evidence.pubmed,
    evidence,
    reason: verdict.reason ?? null,
  };
}
