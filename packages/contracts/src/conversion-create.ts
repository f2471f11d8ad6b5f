import { z } from 'zod';

/** POST /api/v1/conversion/create-conversion/ — `{}` (a client's `user_id` is ignored) → 201 `{id}`. */
export const CreateConversionRequest = z.object({ user_id: z.unknown().optional() });
export type CreateConversionRequest = z.infer<typeof CreateConversionRequest>;

export const CreateConversionResponse = z.object({ id: z.uuid() });
export type CreateConversionResponse = z.infer<typeof CreateConversionResponse>;
