import { randomUUID } from 'node:crypto';
import type { CreateConvertTaskResponse } from '@galley/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { conversionOutputs } from '../../db/schema.ts';
import { convertManuscriptJob } from '../../jobs/definitions/manuscript/convert-manuscript.job.ts';
import type { JobQueue } from '../../jobs/runner/job-queue.ts';
import { requirePlan } from '../../policies/require-plan.ts';
import { requireRunWithinPlan } from '../../policies/require-run-within-plan.ts';
import { releaseReservation } from '../../policies/usage-reservations.ts';
import type { SiteFile } from '../site/load-site-config.ts';
import { assertConvertible } from './assert-convertible.ts';
import { confirmedTagsJson } from './confirmed-tags-json.ts';
import { conversionTopic } from './conversion-topic.ts';
import { findOwnedConversion } from './find-owned-conversion.ts';
import { takeConversionForRun } from './take-conversion-for-run.ts';

export interface CreateConvertTaskDeps {
  db: Database;
  siteFile: SiteFile;
  jobs: JobQueue;
}

/**
 * Starts a convert run: the run's size checked against the plan, the draft taken (converting, run + 1), one `manuscriptConversions` unit per journal
 * reserved under that journal's job id (a refusal gives back what was reserved and the draft), one output row
 * and one `manuscript.convert` job per journal with the confirmed tags. The runner commits each job's unit on
 * success and gives it back after its last failed attempt. The title step's text goes with the tags (it may be a
 * title the recommender gave, not the highlighted one).
 */
export async function createConvertTask(
  deps: CreateConvertTaskDeps,
  userId: string,
  conversionId: string,
): Promise<CreateConvertTaskResponse> {
  const { db } = deps;
  const row = await findOwnedConversion(db, userId, conversionId);
  const { targets, sourceFileId, clientHtml } = assertConvertible(row);
  const tagsJson = confirmedTagsJson(clientHtml);
  const titleText = row.additionalText?.['front.title'];
  await requireRunWithinPlan(deps, userId, 'manuscriptConversions', targets.length);
  const { run, giveBack } = await takeConversionForRun(db, row);
  const jobs = targets.map((target) => ({ target, jobId: randomUUID() }));
  const undo = async () => {
    for (const { jobId } of jobs) await releaseReservation(db, jobId);
    await db
      .delete(conversionOutputs)
      .where(and(eq(conversionOutputs.conversionId, conversionId), eq(conversionOutputs.run, run)));
    await giveBack();
  };
  const topic = conversionTopic(conversionId);
  try {
    for (const { jobId } of jobs) await requirePlan(deps, userId, 'manuscriptConversions', 1, { key: jobId });
    await db.insert(conversionOutputs).values(
      jobs.map(({ target, jobId }, position) => ({
        conversionId,
        userId,
        run,
        position,
        journalId: target.journal_id,
        journalTitle: target.title,
        articleType: target.article_type,
        jobId,
      })),
    );
    for (const { target, jobId } of jobs) {
      const payload = {
        conversionId,
        run,
        sourceFileId,
        journalId: target.journal_id,
        articleType: target.article_type,
        tagsJson,
        ...(titleText ? { titleText } : {}),
      };
      await deps.jobs.enqueue(convertManuscriptJob, payload, { id: jobId, userId, topic });
    }
  } catch (error) {
    await undo();
    throw error;
  }
  return {
    conversion_id: conversionId,
    run,
    topic,
    outputs: targets.map((target) => ({ journal_id: target.journal_id, status: 'queued' as const })),
  };
}
