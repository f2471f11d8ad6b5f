import { z } from 'zod';
import { CslItem } from './references.ts';

// ---------------------------------------------------------------------------------------------------------------
// PubMed validation (issue 5; spec §2 reference table and diff modal, §3 validation item, §4 validation progress).
// One verdict per reference, with the field-by-field evidence the diff modal shows.
// ---------------------------------------------------------------------------------------------------------------

/**
 * verified: one PubMed record agrees on the key fields; verified_with_differences: the paper is certainly
 * identified but some cited fields are wrong; mismatch: a record partly matches (likely mis-cited or partly
 * fabricated); not_found: a journal article PubMed should index, but nothing matches; not_applicable: not
 * checkable here (books, web pages, conference papers, preprints, journals PubMed does not index, PubMed down).
 */
export const ValidationStatus = z.enum([
  'verified',
  'verified_with_differences',
  'mismatch',
  'not_found',
  'not_applicable',
]);
export type ValidationStatus = z.infer<typeof ValidationStatus>;

/** What a precaution is about; each code has its English text in PRECAUTION_MESSAGES. */
export const PrecautionCode = z.enum([
  'retracted',
  'wrong_year',
  'wrong_volume',
  'wrong_issue',
  'wrong_pages',
  'wrong_title',
  'wrong_authors',
  'wrong_journal',
  'wrong_doi',
  'wrong_pmid',
  'erratum',
  'pubmed_unreachable',
  'not_indexed',
  'not_journal_article',
  'not_enough_data',
  'ambiguous_match',
  'search_incomplete',
]);
export type PrecautionCode = z.infer<typeof PrecautionCode>;

/** English text of each precaution (the web app translates by code). */
export const PRECAUTION_MESSAGES: Record<PrecautionCode, string> = {
  retracted: 'This paper has been retracted.',
  wrong_year: 'The year differs from PubMed.',
  wrong_volume: 'The volume differs from PubMed.',
  wrong_issue: 'The issue differs from PubMed.',
  wrong_pages: 'The pages differ from PubMed.',
  wrong_title: 'The title differs from PubMed.',
  wrong_authors: 'The authors differ from PubMed.',
  wrong_journal: 'The journal differs from PubMed.',
  wrong_doi: 'The DOI differs from PubMed.',
  wrong_pmid: 'The PMID differs from PubMed.',
  erratum: 'An erratum has been published for this paper.',
  pubmed_unreachable: 'Server is not working properly.',
  not_indexed: 'The journal is not indexed in PubMed.',
  not_journal_article: 'Only journal articles can be checked against PubMed.',
  not_enough_data: 'The reference has too little information to check against PubMed.',
  ambiguous_match: 'Several PubMed records match this reference equally well.',
  search_incomplete: 'PubMed returned too many results to check this reference.',
};

/** One note on a reference; `cited` is what the string says, `correct` what PubMed says. */
export const Precaution = z.object({
  code: PrecautionCode,
  field: z.string().optional(),
  cited: z.string().optional(),
  correct: z.string().optional(),
  message: z.string(),
});
export type Precaution = z.infer<typeof Precaution>;

export const ComparedField = z.enum([
  'authors',
  'title',
  'journal',
  'year',
  'volume',
  'issue',
  'page',
  'doi',
  'pmid',
]);
export type ComparedField = z.infer<typeof ComparedField>;

/** One row of the diff modal: the value parsed from the string beside PubMed's. */
export const FieldComparison = z.object({
  field: ComparedField,
  input: z.string().nullable(),
  pubmed: z.string().nullable(),
  /** missing: one side has no value, so the field says nothing either way. */
  agreement: z.enum(['same', 'close', 'different', 'missing']),
});
export type FieldComparison = z.infer<typeof FieldComparison>;

export const Evidence = z.object({
  /** Our parsed fields. */
  parsed: CslItem,
  /** The matched (or closest) PubMed record as CSL-JSON; null when none was scored. */
  pubmed: CslItem.nullable(),
  fields: z.array(FieldComparison),
  /** Candidates scored for this reference. */
  candidates: z.number().int().nonnegative(),
  /** The best candidate's agreement, 0..1. */
  score: z.number().min(0).max(1),
  /** Other PMIDs that match as well as the best one (ambiguous_match): none of them is linked. */
  alternatives: z.array(z.string()).optional(),
  /**
   * What was searched for this reference, in order (the diff modal's "what was searched"): each esearch term
   * as sent for it ('"10.1000/x"[aid]', '(amyloid[ti] AND hypothesis[ti] …)'), an ECitMatch lookup as
   * 'ECitMatch: journal|year|volume|first page', a PMID printed in the string as 'PMID[uid]'. Absent when the
   * reference was not searched (not_applicable before any search).
   */
  searches: z.array(z.string()).optional(),
});
export type Evidence = z.infer<typeof Evidence>;

export const ReferenceValidation = z.object({
  /** 1-based, input order. */
  index: z.number().int().positive(),
  source: z.string(),
  status: ValidationStatus,
  /** Linked only when verified or verified_with_differences. */
  pmid: z.string().nullable(),
  precautions: z.array(Precaution),
  evidence: Evidence,
  /** Why the reference could not be checked (not_applicable), e.g. 'Server is not working properly.'. */
  reason: z.string().optional(),
});
export type ReferenceValidation = z.infer<typeof ReferenceValidation>;

export const ValidationReport = z.object({
  references: z.array(ReferenceValidation),
  /** E-utilities HTTP calls made, retries included. */
  requests: z.number().int().nonnegative(),
});
export type ValidationReport = z.infer<typeof ValidationReport>;

/** Spec §4's validation sub-steps, in the order they run. */
export const ValidationStep = z.enum([
  'updating_pubmed_data',
  'getting_ai_feature_data',
  'classifying_submitted_references',
  'comparing_with_pubmed_data',
]);
export type ValidationStep = z.infer<typeof ValidationStep>;

export const ValidationProgress = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('step'), step: ValidationStep }),
  z.object({
    kind: z.literal('reference'),
    index: z.number().int().positive(),
    status: z.union([ValidationStatus, z.literal('checking')]),
  }),
]);
export type ValidationProgress = z.infer<typeof ValidationProgress>;
