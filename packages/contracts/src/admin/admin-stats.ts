import { z } from 'zod';

/** GET /api/v1/admin/stats/?days=N — the last N days (UTC, today included), oldest first, days without any as 0. */
export const AdminStatsQuery = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });
export type AdminStatsQuery = z.infer<typeof AdminStatsQuery>;

export const DailyCount = z.object({
  /** YYYY-MM-DD (UTC). */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  count: z.number().int().nonnegative(),
});
export type DailyCount = z.infer<typeof DailyCount>;

export const AdminStatsResponse = z.object({
  /** Conversions created per day. */
  conversions: z.array(DailyCount),
  /** Reference orders created per day. */
  reference_orders: z.array(DailyCount),
  /** Stored files (uploads and outputs) still held, by the sizes recorded when they were written. */
  storage: z.object({ files: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
});
export type AdminStatsResponse = z.infer<typeof AdminStatsResponse>;
