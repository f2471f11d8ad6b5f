import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { conversionOutputs, conversions, storedFiles } from '../../../db/schema.ts';
import { commitReservation, releaseReservation } from '../../../policies/usage-reservations.ts';
import { finishConvertRun } from '../../../services/conversion/finish-convert-run.ts';
import { pinOutputTemplate } from '../../../services/journal-templates/pin-output-template.ts';
import { defineJob } from '../../define-job.ts';
import type { JobContext } from '../../job-context.ts';
import { JobRefusal } from '../../job-refusal.ts';
import { readRunOnce } from './run-read.ts';
import { saveConvertedFiles } from './save-converted-files.ts';

export const ConvertManuscriptPayload = z.object({
  conversionId: z.uuid(),
  /** The convert run (conversions.convert_run when it was queued): keys and the output row carry it. */
  run: z.number().int().positive(),
  sourceFileId: z.uuid(),
  journalId: z.string().min(1).max(200),
  articleType: z.string().min(1).max(60),
  /** The author's confirmed highlights as tags JSON, frozen when the run started. */
  tagsJson: z.string().max(5_000_000),
  /** The title step's text (additional_text['front.title']: the board's, or a title the recommender gave), frozen
   * with the tags; the pipeline writes it as the title when it differs from the highlighted one. */
  titleText: z.string().max(100_000).optional(),
});
export type ConvertManuscriptPayload = z.infer<typeof ConvertManuscriptPayload>;

const RETRY_LIMIT = 2;

/**
 * One manuscript written for one journal of one convert run: the source read and tagged with the confirmed tags
 * once per run (run-read.ts), then written for the journal, both in worker threads (an untrusted file never runs on
 * the server's event loop); the .docx, its compliance report and the source's figures stored under keys derived from the conversion, the run and the
 * journal; the run's output row marked and its unit of quota settled with it. A retry finds its row (done → nothing again); the last failure marks
 * it failed. Whoever settles the run's last row moves the conversion (complete, or back to draft).
 */
export const convertManuscriptJob = defineJob({
  name: 'manuscript.convert',
  version: 2,
  payload: ConvertManuscriptPayload,
  timeoutSeconds: 600,
  retry: { limit: RETRY_LIMIT, delaySeconds: 5, backoff: true },
  concurrency: 2,
  async run(payload, ctx) {
    const userId = ctx.userId;
    if (!userId) throw new JobRefusal('bad_request', 'manuscript.convert needs the user it works for');
    const output = await findOutput(ctx, userId, payload);
    if (output.status === 'complete') return settle(ctx, payload, 'complete');
    try {
      await mark(ctx.db, output.id, { status: 'converting' });
      await report(ctx, payload.journalId, 'converting');
      const files = await convert(ctx, userId, payload, output);
      // The row and the unit it costs change together, before the run can be seen complete: an author who reads
      // "complete" reads the quota with it, and a crash in between cannot leave a written journal unpaid.
      await ctx.db.transaction(async (tx) => {
        await mark(tx, output.id, { status: 'complete', ...files, completedAt: new Date() });
        await commitReservation(tx, ctx.jobId);
      });
      return await settle(ctx, payload, 'complete');
    } catch (error) {
      if (error instanceof JobRefusal || ctx.attempt >= RETRY_LIMIT) {
        const detail = error instanceof Error ? error.message : String(error);
        const errorCode = error instanceof JobRefusal ? error.code : 'internal_error';
        await ctx.db.transaction(async (tx) => {
          await mark(tx, output.id, { status: 'failed', errorCode, errorDetail: detail });
          await releaseReservation(tx, ctx.jobId);
        });
        await settle(ctx, payload, 'failed');
      }
      throw error;
    }
  },
});

async function findOutput(ctx: JobContext, userId: string, payload: ConvertManuscriptPayload) {
  const [output] = await ctx.db
    .select()
    .from(conversionOutputs)
    .where(
      and(
        eq(conversionOutputs.conversionId, payload.conversionId),
        eq(conversionOutputs.run, payload.run),
        eq(conversionOutputs.journalId, payload.journalId),
        eq(conversionOutputs.userId, userId),
      ),
    );
  if (!output) throw new JobRefusal('not_found', 'conversion output not found');
  return output;
}

async function convert(
  ctx: JobContext,
  userId: string,
  payload: ConvertManuscriptPayload,
  output: typeof conversionOutputs.$inferSelect,
) {
  const [source] = await ctx.db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, payload.sourceFileId), eq(storedFiles.userId, userId)));
  if (!source) throw new JobRefusal('not_found', 'source file not found');
  await ctx.progress({
    kind: 'progress',
    step: 'reading',
    percent: 10,
    data: { journal_id: payload.journalId, status: 'converting' },
  });
  // Read and tagged once per run, shared by the run's jobs: ten journals, one read of the file.
  const read = await readRunOnce(ctx, userId, payload, source);
  // The journal template's versions are pinned on the output at its first attempt; a retry writes with the same.
  const template = await pinOutputTemplate(ctx.db, output, payload.articleType).catch((error: unknown) => {
    throw new JobRefusal('bad_request', error instanceof Error ? error.message : String(error));
  });
  const result = await ctx.isolated('writeJournalManuscript', {
    preparedJson: read.preparedJson,
    journalId: payload.journalId,
    articleType: payload.articleType,
    ...(template ? { templateJson: JSON.stringify(template) } : {}),
  });
  if (!result.ok) throw new JobRefusal(result.code, result.message);
  await ctx.progress({
    kind: 'progress',
    step: 'writing',
    percent: 90,
    data: { journal_id: payload.journalId, status: 'converting' },
  });
  return saveConvertedFiles(ctx, userId, payload, { ...result, figureFileIds: read.figureFileIds });
}

async function mark(db: Database, outputId: string, set: Partial<typeof conversionOutputs.$inferInsert>) {
  await db
    .update(conversionOutputs)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(conversionOutputs.id, outputId));
}

async function report(ctx: JobContext, journalId: string, status: string, conversionStatus?: string) {
  const data = {
    journal_id: journalId,
    status,
    ...(conversionStatus ? { conversion_status: conversionStatus } : {}),
  };
  await ctx.progress({ kind: 'progress', step: status, data });
}

async function settle(ctx: JobContext, payload: ConvertManuscriptPayload, status: 'complete' | 'failed') {
  const moved = await finishConvertRun(ctx.db, payload.conversionId, payload.run);
  await report(ctx, payload.journalId, status, moved ?? undefined);
  const [conversion] = await ctx.db
    .select({ status: conversions.status })
    .from(conversions)
    .where(eq(conversions.id, payload.conversionId));
  return { journalId: payload.journalId, status, conversion: conversion?.status ?? null };
}
