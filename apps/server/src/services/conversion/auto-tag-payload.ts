import { ArticleType, Locale } from '@galley/contracts';
import { z } from 'zod';

/** What the `manuscript.auto-tag` job is queued with. */
export const AutoTagManuscriptPayload = z.object({
  conversionId: z.uuid(),
  /** The upload this job reads: a job left behind by a new upload (or a file-delete) writes nothing. */
  sourceFileId: z.uuid(),
  articleType: ArticleType,
  /** The author goes on without auto-tagging: read and draw the board, no suggestions. */
  skip: z.boolean(),
  /** The language of the step names in the step data (the user's when the job was queued). */
  locale: Locale,
});
export type AutoTagManuscriptPayload = z.infer<typeof AutoTagManuscriptPayload>;
