import type { ComparedField, CslItem, Precaution, ReferenceEvidence } from '@galley/contracts';

/** The CSL variables behind each compared field (the journal carries its abbreviation along). */
const CSL_KEYS: Record<ComparedField, (keyof CslItem)[]> = {
  authors: ['author'],
  title: ['title'],
  journal: ['container-title', 'container-title-short'],
  year: ['issued'],
  volume: ['volume'],
  issue: ['issue'],
  page: ['page'],
  doi: ['DOI'],
  pmid: ['PMID'],
};

export interface TakenFields {
  parsed: CslItem;
  precautions: Precaution[];
  evidence: ReferenceEvidence | null;
}

/**
 * PubMed's values for the chosen fields copied into the parsed item (a field PubMed lacks is left as it is);
 * the precautions about those fields go, and the diff rows show them as agreeing.
 */
export function takePubmedFields(
  parsed: CslItem,
  pubmed: CslItem,
  take: readonly ComparedField[],
  precautions: Precaution[],
  evidence: ReferenceEvidence | null,
): TakenFields {
  const next: Record<string, unknown> = { ...parsed };
  for (const field of take) {
    for (const key of CSL_KEYS[field]) {
      if (pubmed[key] !== undefined) next[key] = structuredClone(pubmed[key]);
    }
    if (next.confidence && typeof next.confidence === 'object') {
      next.confidence = { ...(next.confidence as object) };
      for (const key of CSL_KEYS[field]) delete (next.confidence as Record<string, unknown>)[key];
    }
  }
  // The engine names the field each wrong_* precaution is about (fieldPrecautions in @galley/pubmed).
  const taken = new Set<string>(take);
  return {
    parsed: next as CslItem,
    precautions: precautions.filter((precaution) => !precaution.field || !taken.has(precaution.field)),
    evidence: evidence && {
      ...evidence,
      fields: evidence.fields.map((row) =>
        take.includes(row.field) && row.pubmed !== null
          ? { ...row, input: row.pubmed, agreement: 'same' as const }
          : row,
      ),
    },
  };
}
