import { z } from 'zod';

// Re-checking after the first validation: one reference again (1 quota unit), or the references PubMed or
// the AI service left not_applicable because they were unreachable. Both answer as update-pubmed-data does.

/** POST /api/v1/reference/validation/ */
export const ValidateReferenceRequest = z.object({
  reference_order: z.uuid(),
  reference_index: z.number().int().positive().max(1000),
});
export type ValidateReferenceRequest = z.infer<typeof ValidateReferenceRequest>;

/** POST /api/v1/reference/update-ai-related-data/ — retry the unreachable ones, or continue (mark done). */
export const UpdateAiRelatedDataRequest = z.object({
  reference_order: z.uuid(),
  action: z.enum(['retry', 'continue']),
});
export type UpdateAiRelatedDataRequest = z.infer<typeof UpdateAiRelatedDataRequest>;
