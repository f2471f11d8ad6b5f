import { z } from 'zod';

/** Spec §4: anything but operational (unknown = "a general issue") offers going on without auto-tagging. */
export const AiServiceStatus = z.enum([
  'operational',
  'degraded',
  'partial_outage',
  'major_outage',
  'full_outage',
  'unknown',
]);
export type AiServiceStatus = z.infer<typeof AiServiceStatus>;

/**
 * GET /api/v1/conversion/ai-status/ → `{tagger, status}`. `tagger` is 'llm' when the server is configured with an
 * LLM endpoint (GALLEY_LLM_URL), and then `status` is read from its Statuspage-style status page
 * (GALLEY_LLM_STATUS_URL; 'operational' when none is configured); the local tagger is always 'operational'.
 * Needs login + verified email, no conversion.
 */
export const AiStatusResponse = z.object({
  tagger: z.enum(['local', 'llm']),
  status: AiServiceStatus,
});
export type AiStatusResponse = z.infer<typeof AiStatusResponse>;
