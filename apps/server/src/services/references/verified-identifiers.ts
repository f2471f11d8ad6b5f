import type { ComparedField, CslItem, ReferenceEvidence, ValidationStatus } from '@galley/contracts';

/** Verdicts by which PubMed has identified the reference (the only ones that link a PMID). */
const IDENTIFIED = new Set<ValidationStatus>(['verified', 'verified_with_differences']);

/** The identifiers a verified reference gets from its PubMed record, and the diff-modal row of each. */
const IDENTIFIERS: { key: 'PMID' | 'DOI' | 'PMCID'; field: ComparedField | null }[] = [
  { key: 'PMID', field: 'pmid' },
  { key: 'DOI', field: 'doi' },
  { key: 'PMCID', field: null },
];

export interface IdentifiedVerdict {
  status: ValidationStatus;
  /** The linked PMID (set only for verified and verified_with_differences). */
  pmid: string | null;
  /** The matched PubMed record. */
  pubmed: CslItem | null;
}

export interface WithIdentifiers {
  parsed: CslItem;
  evidence: ReferenceEvidence | null;
}

const present = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Once PubMed has identified a reference (verified, with or without differences), the identifiers it gives
 * for it — the linked PMID, and the record's DOI and PMCID — become part of the reference that is formatted
 * and exported, wherever the reference has none. What the author gave is never replaced: a differing PMID or
 * DOI stays as it is (a wrong_* precaution, for "Use PubMed's"). The diff modal's rows for the identifiers
 * added show them as agreeing, as for a value taken from PubMed. Any other verdict leaves both as they are.
 */
export function withVerifiedIdentifiers(
  parsed: CslItem,
  verdict: IdentifiedVerdict,
  evidence: ReferenceEvidence | null,
): WithIdentifiers {
  if (!IDENTIFIED.has(verdict.status) || !present(verdict.pmid)) return { parsed, evidence };
  const given: Record<(typeof IDENTIFIERS)[number]['key'], unknown> = {
    PMID: verdict.pmid,
    DOI: verdict.pubmed?.DOI,
    PMCID: verdict.pubmed?.PMCID,
  };
  const added = IDENTIFIERS.filter(({ key }) => !present(parsed[key]) && present(given[key]));
  if (added.length === 0) return { parsed, evidence };

  const next: CslItem = { ...parsed };
  for (const { key } of added) next[key] = (given[key] as string).trim();
  if (next.confidence) {
    next.confidence = { ...next.confidence };
    for (const { key } of added) delete next.confidence[key];
  }
  const fields = new Set(added.flatMap(({ field }) => (field ? [field] : [])));
  return {
    parsed: next,
    evidence: evidence && {
      ...evidence,
      fields: evidence.fields.map((row) =>
        fields.has(row.field) && row.pubmed !== null ? { ...row, input: row.pubmed, agreement: 'same' } : row,
      ),
    },
  };
}
