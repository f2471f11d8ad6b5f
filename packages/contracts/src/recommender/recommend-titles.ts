import { z } from 'zod';

/** The longest abstract the recommender reads (characters), pasted or taken from a conversion. */
export const RECOMMENDER_MAX_ABSTRACT_CHARS = 5000;

/**
 * POST /api/v1/recommender/titles/ (issue 19). An abstract pasted, or the author's own conversion (its tagged title
 * and abstract), or both (the pasted abstract wins); optionally a catalogue journal whose title limits apply.
 */
export const RecommendTitlesRequest = z
  .object({
    abstract: z.string().trim().min(1).max(RECOMMENDER_MAX_ABSTRACT_CHARS).optional(),
    journal_id: z.string().trim().min(1).max(200).optional(),
    conversion_id: z.uuid().optional(),
  })
  .refine((body) => body.abstract !== undefined || body.conversion_id !== undefined, {
    message: 'Paste an abstract or choose one of your conversions.',
    path: ['abstract'],
  });
export type RecommendTitlesRequest = z.infer<typeof RecommendTitlesRequest>;

export const TitleCandidateKind = z.enum([
  'descriptive',
  'declarative',
  'question',
  'colon-subtitle',
  'effect-of',
  'population',
  'key-terms',
]);
export type TitleCandidateKind = z.infer<typeof TitleCandidateKind>;

export const RecommendedTitle = z.object({
  title: z.string(),
  kind: TitleCandidateKind,
  words: z.number().int().nonnegative(),
  chars: z.number().int().nonnegative(),
  /** Longer than the journal's word or character limit even after shortening. */
  over_limit: z.boolean(),
  /** The abstract's key terms the title covers. */
  key_terms: z.array(z.string()),
  /** A declarative title for an abstract that reports no finding: it claims more than the abstract says. */
  overclaim: z.boolean(),
});
export type RecommendedTitle = z.infer<typeof RecommendedTitle>;

export const SimilarPublishedTitle = z.object({ title: z.string(), pmid: z.string() });
export type SimilarPublishedTitle = z.infer<typeof SimilarPublishedTitle>;

export const RecommendTitlesResponse = z.object({
  /** Who wrote the candidates: the LLM endpoint when configured, else (or when it failed) the local engine. */
  engine: z.enum(['local', 'llm']),
  /** True when an LLM endpoint is configured but failed or timed out, so the local engine answered instead. */
  llm_fallback: z.boolean(),
  candidates: z.array(RecommendedTitle),
  similar: z.array(SimilarPublishedTitle),
  /** False while the corpus index is missing or still being built: candidates then come without the index's help. */
  similar_available: z.boolean(),
  /** The journal's limits that applied (null: none given or the template states none). */
  limits: z.object({
    max_words: z.number().int().positive().nullable(),
    max_chars: z.number().int().positive().nullable(),
  }),
  /** Set when the abstract came from a conversion: its title step text, else its tagged title (null: neither). */
  conversion: z.object({ id: z.uuid(), title: z.string().nullable() }).nullable(),
});
export type RecommendTitlesResponse = z.infer<typeof RecommendTitlesResponse>;

export const RECOMMEND_TITLES_PATH = '/api/v1/recommender/titles/';
