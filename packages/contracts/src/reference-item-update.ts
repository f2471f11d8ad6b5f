import { z } from 'zod';
import { ComparedField } from './validation.ts';

/**
 * POST /api/v1/reference/update-reference-item/ — take PubMed's value for the listed fields (the diff modal's
 * "apply"); the answer is the updated reference as GET reference-order shows it (ReferenceOrderItem).
 */
export const UpdateReferenceItemRequest = z.object({
  reference_order: z.uuid(),
  reference_index: z.number().int().positive().max(1000),
  take: z.array(ComparedField).min(1).max(ComparedField.options.length),
});
export type UpdateReferenceItemRequest = z.infer<typeof UpdateReferenceItemRequest>;
