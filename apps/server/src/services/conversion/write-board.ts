import type { ArticleType, HighlightRange, Locale, Manuscript } from '@galley/contracts';
import type { SQL } from 'drizzle-orm';
import { conversions } from '../../db/schema.ts';
import type { JobContext } from '../../jobs/job-context.ts';
import { saveStoredFile } from '../files/save-stored-file.ts';
import { firstBoardStep } from './first-board-step.ts';

/** Where the read manuscript (model JSON) of a conversion is kept: one key, rewritten by a rerun. */
export const manuscriptKey = (conversionId: string) => `conversions/${conversionId}/manuscript.json`;

export interface BoardWrite {
  conversionId: string;
  userId: string;
  manuscript: Manuscript;
  html: string;
  suggestions: HighlightRange[];
  articleType: ArticleType;
  locale: Locale;
  skipped: boolean;
}

/**
 * The board of a read manuscript: the model stored under its conversion's key (saveStoredFile keeps one row per
 * key), then the row written where it is still the job's (`where`). False when the row was taken meanwhile.
 */
export async function writeBoard(
  ctx: Pick<JobContext, 'db' | 'storage'>,
  board: BoardWrite,
  where: SQL,
): Promise<boolean> {
  const stored = await saveStoredFile({
    db: ctx.db,
    storage: ctx.storage,
    userId: board.userId,
    key: manuscriptKey(board.conversionId),
    name: 'manuscript.json',
    contentType: 'application/json',
    bytes: new TextEncoder().encode(JSON.stringify(board.manuscript)),
    kind: 'source',
    ownerRef: `conversion:${board.conversionId}`,
  });
  const { stepData, step } = firstBoardStep(board.articleType, board.locale);
  const written = await ctx.db
    .update(conversions)
    .set({
      manuscriptFileId: stored.id,
      clientHtml: board.html,
      autoTags: board.suggestions,
      stepData,
      currentTargetStep: step,
      additionalText: {},
      autoTagStatus: board.skipped ? 'skipped' : 'success',
      updatedAt: new Date(),
    })
    .where(where)
    .returning({ id: conversions.id });
  return written.length > 0;
}
