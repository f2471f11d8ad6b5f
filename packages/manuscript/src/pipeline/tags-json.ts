import { StepValue } from '@galley/contracts';
import { z } from 'zod';

/**
 * The shape `galley manuscript tag --json` prints, so an author can tag, correct the JSON and convert. `text`,
 * when given, must equal the block's text there (a guard against tags made for another file or an edited one).
 */
export const TagsJson = z.object({
  steps: z.array(
    z.object({
      step: StepValue,
      highlights: z.array(
        z.object({
          block: z.string(),
          start: z.number().int().nonnegative(),
          end: z.number().int().nonnegative(),
          text: z.string().optional(),
        }),
      ),
    }),
  ),
  warnings: z.array(z.unknown()).optional(),
});
export type TagsJson = z.infer<typeof TagsJson>;
