import { z } from 'zod';

/** What travels in pg-boss's `data`: the payload with the version it was queued under, and who for. */
export const JobEnvelope = z.object({
  v: z.number().int(),
  payload: z.unknown(),
  userId: z.string().nullable(),
  topic: z.string().nullable(),
});
export type JobEnvelope = z.infer<typeof JobEnvelope>;
