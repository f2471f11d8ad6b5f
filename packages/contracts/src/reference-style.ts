import { z } from 'zod';

// The style an order is shown in at steps 3 and 4: one of the common presets (CITATION_PRESETS id) or a
// catalogue journal (its referencePreset is used).

export const ReferenceStyle = z.object({
  kind: z.enum(['preset', 'journal']),
  id: z.string().trim().min(1).max(200),
});
export type ReferenceStyle = z.infer<typeof ReferenceStyle>;
