import { randomUUID } from 'node:crypto';
import {
  ArticleType,
  type CreateAutoTagTaskRequest,
  type CreateAutoTagTaskResponse,
  type Locale,
} from '@galley/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type ConversionRow, conversions } from '../../db/schema.ts';
import { autoTagManuscriptJob } from '../../jobs/definitions/manuscript/auto-tag-manuscript.job.ts';
import type { JobQueue } from '../../jobs/runner/job-queue.ts';
import { autoTagUnderway, boardReady } from './auto-tag-state.ts';
import { BoardRefusal } from './board-refusal.ts';
import { findOwnedConversion } from './find-owned-conversion.ts';

/**
 * Queues the auto-tag job of a conversion's accepted upload (or the same job without tagging, `skip`). The row is
 * taken for one job with a conditional update, so a double click or a second tab gets the job already queued.
 */
export async function startAutoTag(
  deps: { db: Database; jobs: JobQueue },
  user: { id: string; locale: Locale },
  request: Pick<CreateAutoTagTaskRequest, 'conversion_id' | 'article_type' | 'skip'>,
): Promise<CreateAutoTagTaskResponse> {
  const row = await findOwnedConversion(deps.db, user.id, request.conversion_id);
  // The conversion's topic, shared with the convert jobs (their events carry the job's name).
  const topic = `conversion:${row.id}`;
  const answer = (current: ConversionRow): CreateAutoTagTaskResponse => ({
    conversion_id: current.id,
    job_id: current.autoTagJobId ?? '',
    topic,
    status:
      current.autoTagStatus === 'running' ||
      current.autoTagStatus === 'success' ||
      current.autoTagStatus === 'skipped'
        ? current.autoTagStatus
        : 'queued',
  });
  if (row.status === 'converting' || row.status === 'complete' || row.status === 'expired')
    throw new BoardRefusal(409, 'not_draft', `The conversion is ${row.status}; only a draft can be tagged.`);
  if (row.status !== 'draft' || !row.sourceFileId)
    throw new BoardRefusal(400, 'no_file', 'Upload the manuscript before auto-tagging.');
  if (autoTagUnderway(row)) return answer(row);
  // The board of this upload is written: a second tab or a reload gets the finished job, nothing runs again.
  if (boardReady(row)) return answer(row);

  const articleType =
    request.article_type ?? ArticleType.safeParse(row.articleType).data ?? 'original_article';
  const jobId = randomUUID();
  const [taken] = await deps.db
    .update(conversions)
    .set({ autoTagStatus: 'queued', autoTagJobId: jobId, articleType, updatedAt: new Date() })
    .where(
      and(
        eq(conversions.id, row.id),
        eq(conversions.status, 'draft'),
        eq(conversions.sourceFileId, row.sourceFileId),
        row.autoTagJobId === null
          ? isNull(conversions.autoTagJobId)
          : eq(conversions.autoTagJobId, row.autoTagJobId),
      ),
    )
    .returning();
  if (!taken) {
    // Another request changed the row between our read and our update: answer what it started.
    const now = await findOwnedConversion(deps.db, user.id, row.id);
    if (autoTagUnderway(now)) return answer(now);
    throw new BoardRefusal(409, 'busy', 'The conversion changed meanwhile; please try again.');
  }
  try {
    await deps.jobs.enqueue(
      autoTagManuscriptJob,
      {
        conversionId: row.id,
        sourceFileId: row.sourceFileId,
        articleType,
        skip: request.skip ?? false,
        locale: user.locale,
      },
      { id: jobId, userId: user.id, topic },
    );
  } catch (error) {
    await deps.db
      .update(conversions)
      .set({ autoTagStatus: row.autoTagStatus, autoTagJobId: row.autoTagJobId })
      .where(and(eq(conversions.id, row.id), eq(conversions.autoTagJobId, jobId)));
    throw error;
  }
  return { conversion_id: row.id, job_id: jobId, topic, status: 'queued' };
}
