import { z } from 'zod';
import { ReferenceStyle } from './reference-style.ts';

/** POST /api/v1/reference/update-reference-order-step/ — step ≥ 3 needs at least one checked reference. */
export const UpdateReferenceOrderStepRequest = z.object({
  reference_order: z.uuid(),
  step: z.number().int().min(1).max(4),
  style: ReferenceStyle.optional(),
});
export type UpdateReferenceOrderStepRequest = z.infer<typeof UpdateReferenceOrderStepRequest>;

export const UpdateReferenceOrderStepResponse = z.object({
  reference_order: z.uuid(),
  step: z.number().int().min(1).max(4),
  style: ReferenceStyle.nullable(),
});
export type UpdateReferenceOrderStepResponse = z.infer<typeof UpdateReferenceOrderStepResponse>;
