import { z } from 'zod';

/**
 * POST /api/v1/admin/jobs/probe/ (staff): queue the diagnostics probe — progress in `steps` over
 * `duration_ms`, one file written, and optionally a quota reservation on the caller's own plan that
 * the job commits when it finishes — to check the queue, storage, progress and quotas end to end.
 */
export const ProbeJobRequest = z.object({
  duration_ms: z.number().int().min(0).max(600_000).default(1_000),
  steps: z.number().int().min(1).max(100).default(5),
  reserve: z
    .object({
      domain: z.enum(['manuscriptConversions', 'references']),
      amount: z.number().int().min(1).max(10_000),
    })
    .optional(),
});
export type ProbeJobRequest = z.input<typeof ProbeJobRequest>;

export const ProbeJobResponse = z.object({ job_id: z.string(), topic: z.string() });
export type ProbeJobResponse = z.infer<typeof ProbeJobResponse>;
