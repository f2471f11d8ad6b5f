import { z } from 'zod';
import { AdminPageQuery, adminPage } from './admin-paging.ts';

/** GET /api/v1/admin/jobs/failed/?page= — jobs that failed for good, newest first. */
export const FailedJobListQuery = z.object({ page: AdminPageQuery });
export type FailedJobListQuery = z.infer<typeof FailedJobListQuery>;

export const FailedJob = z.object({
  id: z.uuid(),
  /** The job's name (`manuscript.convert`) and the queue it ran on (`manuscript.convert.v2`). */
  name: z.string(),
  queue: z.string(),
  /** The last error's message as the job left it. */
  error: z.string(),
  user_id: z.uuid().nullable(),
  attempts: z.number().int().nonnegative(),
  created_at: z.iso.datetime({ offset: true }),
  failed_at: z.iso.datetime({ offset: true }).nullable(),
});
export type FailedJob = z.infer<typeof FailedJob>;

export const FailedJobListResponse = adminPage(FailedJob);
export type FailedJobListResponse = z.infer<typeof FailedJobListResponse>;

/** POST /api/v1/admin/jobs/failed/:id/retry/ — back in its queue, same id and payload; not a failed job → 404. */
export const RetryFailedJobResponse = z.object({ id: z.uuid(), retried: z.literal(true) });
export type RetryFailedJobResponse = z.infer<typeof RetryFailedJobResponse>;
