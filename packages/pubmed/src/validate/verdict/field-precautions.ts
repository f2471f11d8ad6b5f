import {
  type ComparedField,
  PRECAUTION_MESSAGES,
  type Precaution,
  type PrecautionCode,
} from '@galley/contracts';
import type { CandidateComparison } from '../compare/compare-candidate.ts';

const CODES: Partial<Record<ComparedField, PrecautionCode>> = {
  title: 'wrong_title',
  authors: 'wrong_authors',
  journal: 'wrong_journal',
  year: 'wrong_year',
  volume: 'wrong_volume',
  issue: 'wrong_issue',
  page: 'wrong_pages',
  doi: 'wrong_doi',
  pmid: 'wrong_pmid',
};

/**
 * One precaution per cited field that differs from the identified record, with PubMed's value as the correct
 * one. "close" counts where it still means a wrong value (a year off by one, a misspelt name, the wrong last
 * page); an issue or page that only differs in a prefix ("e1002") does not.
 */
export function fieldPrecautions(comparison: CandidateComparison): Precaution[] {
  const precautions: Precaution[] = [];
  for (const row of comparison.fields) {
    const code = CODES[row.field];
    if (!code || row.agreement === 'same' || row.agreement === 'missing') continue;
    if (row.agreement === 'close' && (row.field === 'issue' || row.field === 'volume')) continue;
    if (row.agreement === 'close' && row.field === 'page' && !lastPageDiffers(row.input, row.pubmed))
      continue;
    precautions.push({
      code,
      field: row.field,
      cited: row.input ?? undefined,
      correct: row.pubmed ?? undefined,
      message: PRECAUTION_MESSAGES[code],
    });
  }
  return precautions;
}

function lastPageDiffers(cited: string | null, record: string | null): boolean {
  const first = (page: string | null) =>
    (page ?? '')
      .split(/[-–—‐‑]/)[0]
      ?.trim()
      .toLowerCase();
  return first(cited) === first(record);
}
