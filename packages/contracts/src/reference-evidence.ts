import { z } from 'zod';
import { FieldComparison } from './validation.ts';

/**
 * What the diff modal shows for one checked reference (the verdict's evidence without the two items, which
 * the reference row already carries as `parsed` and `pubmed`).
 */
export const ReferenceEvidence = z.object({
  fields: z.array(FieldComparison),
  /** Candidates scored for this reference. */
  candidates: z.number().int().nonnegative(),
  /** The best candidate's agreement, 0..1. */
  score: z.number().min(0).max(1),
  /** Other PMIDs that match as well as the best one (ambiguous_match). */
  alternatives: z.array(z.string()).optional(),
  /** The PubMed queries that were run, when the checker reports them. */
  searches: z.array(z.string()).optional(),
});
export type ReferenceEvidence = z.infer<typeof ReferenceEvidence>;
