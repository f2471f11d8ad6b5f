import { z } from 'zod';

/**
 * GET /api/v1/conversion/check-conversion-expired/?conversion_id=ID → `{expired}`: true from 30 days after
 * completion (spec §4, §9).
 */
export const CheckConversionExpiredQuery = z.object({
  conversion_id: z.uuid(),
  user_id: z.unknown().optional(),
});
export type CheckConversionExpiredQuery = z.infer<typeof CheckConversionExpiredQuery>;

export const CheckConversionExpiredResponse = z.object({ expired: z.boolean() });
export type CheckConversionExpiredResponse = z.infer<typeof CheckConversionExpiredResponse>;
