import type { CslItem, ReferenceEvidence, ReferenceValidation } from '@galley/contracts';
import { withVerifiedIdentifiers } from '../../../services/references/verified-identifiers.ts';

/**
 * What a verdict stores on its reference row, `parsed` being the reference as it was checked. The evidence keeps
 * what the diff modal needs; its `parsed` and `pubmed` items are left out because the row carries both already.
 * `searches` is kept when the engine reports the queries it ran. A reference PubMed identified gets the
 * identifiers PubMed gives for it (PMID, DOI, PMCID) where it has none, so the list formatted and exported from
 * the stored `parsed` carries them (withVerifiedIdentifiers).
 */
export function verdictColumns(verdict: ReferenceValidation, parsed: CslItem) {
  const { fields, candidates, score, alternatives } = verdict.evidence;
  const searches = (verdict.evidence as { searches?: unknown }).searches;
  const evidence: ReferenceEvidence = { fields, candidates, score };
  if (alternatives) evidence.alternatives = alternatives;
  if (Array.isArray(searches)) evidence.searches = searches.filter((s) => typeof s === 'string');
  const identified = withVerifiedIdentifiers(
    parsed,
    { status: verdict.status, pmid: verdict.pmid, pubmed: verdict.evidence.pubmed },
    evidence,
  );
  return {
    status: verdict.status,
    pmid: verdict.pmid,
    precautions: verdict.precautions,
    parsed: identified.parsed,
    pubmed: verdict.evidence.pubmed,
    evidence: identified.evidence,
    reason: verdict.reason ?? null,
  };
}
