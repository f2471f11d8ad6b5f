import { z } from 'zod';

/**
 * POST /api/v1/users/logout/ — the spec's body is `{ data: { user_id } }`. It is accepted for
 * compatibility but never trusted: the session decides whose session ends.
 */
export const LogoutRequest = z
  .object({ data: z.object({ user_id: z.union([z.string(), z.number()]).optional() }).optional() })
  .optional();
export type LogoutRequest = z.infer<typeof LogoutRequest>;

export const LogoutResponse = z.object({ success: z.literal(true) });
export type LogoutResponse = z.infer<typeof LogoutResponse>;
