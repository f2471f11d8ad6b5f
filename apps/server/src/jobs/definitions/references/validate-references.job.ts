import type {
  ReferenceOrderStatus,
  ReferenceValidation,
  ValidationProgress,
  ValidationStep,
} from '@galley/contracts';
import { EutilsClient, validateReferences } from '@galley/pubmed';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../../config/load-config.ts';
import { type ReferenceItemRow, referenceItems, referenceOrders } from '../../../db/schema.ts';
import { shrinkReservation } from '../../../policies/shrink-reservation.ts';
import { defineJob } from '../../define-job.ts';
import type { JobContext } from '../../job-context.ts';
import { JobRefusal } from '../../job-refusal.ts';
import { verdictColumns } from './verdict-columns.ts';

export const ValidateReferencesPayload = z.object({ referenceOrderId: z.uuid() });

/** The engine batches up to 250 references into a handful of E-utilities calls: one batch per order. */
const BATCH_SIZE = 250;

const CLASSIFYING = new Set<ValidationStep>([
  'classifying_submitted_references',
  'comparing_with_pubmed_data',
]);
/** How far into a batch each sub-step starts, for the progress bar. */
const SUBSTEP_SHARE: Record<ValidationStep, number> = {
  updating_pubmed_data: 0,
  getting_ai_feature_data: 0.3,
  classifying_submitted_references: 0.5,
  comparing_with_pubmed_data: 0.75,
};
const RETRY_LIMIT = 2;

function eutilsClient(config: Config): EutilsClient {
  return new EutilsClient({
    baseUrl: config.pubmed.baseUrl,
    tool: config.pubmed.tool,
    email: config.pubmed.email,
    ...(config.pubmed.apiKey ? { apiKey: config.pubmed.apiKey } : {}),
  });
}

/**
 * The PubMed check of one reference order (spec §4 validation progress): the order's unchecked references
 * validated by @galley/pubmed in batches, each batch's verdicts stored in one `ctx.once` step (a retry
 * skips what is stored and never checks a reference twice), progress on `reference-order:<id>`
 * (checking → classifying → done, with counts). PubMed unreachable is not a failure: the engine answers
 * N/A 'Server is not working properly.' and the order completes; those references are not charged (their
 * units are given back) and the next update-pubmed-data checks them again.
 */
export const validateReferencesJob = defineJob({
  name: 'references.validate',
  version: 1,
  payload: ValidateReferencesPayload,
  timeoutSeconds: 600,
  retry: { limit: RETRY_LIMIT, delaySeconds: 5, backoff: true },
  concurrency: 2,
  async run(payload, ctx) {
    const userId = ctx.userId;
    if (!userId) throw new JobRefusal('bad_request', 'references.validate needs the user it works for');
    const orderId = payload.referenceOrderId;
    const [order] = await ctx.db
      .select({ id: referenceOrders.id })
      .from(referenceOrders)
      .where(and(eq(referenceOrders.id, orderId), eq(referenceOrders.userId, userId)));
    if (!order) throw new JobRefusal('not_found', 'reference order not found');
    try {
      return await validateOrder(orderId, ctx);
    } catch (error) {
      if (error instanceof JobRefusal || ctx.attempt >= RETRY_LIMIT) await setStatus(ctx, orderId, 'failed');
      throw error;
    }
  },
});

async function validateOrder(orderId: string, ctx: JobContext) {
  const all = await ctx.db
    .select()
    .from(referenceItems)
    .where(eq(referenceItems.orderId, orderId))
    .orderBy(asc(referenceItems.index));
  const total = all.length;
  let checked = all.filter((item) => item.validatedAt !== null).length;
  const report = (status: ReferenceOrderStatus, percent: number, substep?: ValidationStep) =>
    ctx.progress({
      kind: 'progress',
      step: status,
      percent,
      data: { status, total, checked, ...(substep ? { substep } : {}) },
    });

  await setStatus(ctx, orderId, 'checking');
  await report('checking', percentOf(checked, total));
  const client = eutilsClient(ctx.config);
  const pending = all.filter((item) => item.validatedAt === null);
  for (let start = 0; start < pending.length; start += BATCH_SIZE) {
    const batch = pending.slice(start, start + BATCH_SIZE);
    // Progress is reported in order, after the engine's synchronous callback, without holding it up.
    let reported: Promise<unknown> = Promise.resolve();
    // Spec §4's four sub-steps: the first two are the PubMed check, the last two the classification.
    const onProgress = (event: ValidationProgress) => {
      if (event.kind !== 'step') return;
      const substep = event.step;
      const status = CLASSIFYING.has(substep) ? 'classifying' : 'checking';
      const share = (SUBSTEP_SHARE[substep] ?? 0) * batch.length;
      reported = reported.then(async () => {
        if (status === 'classifying') await setStatus(ctx, orderId, 'classifying');
        await report(status, percentOf(checked + share, total), substep);
      });
    };
    const result = await validateReferences(
      batch.map((item) => item.parsed),
      { client, signal: ctx.signal, onProgress },
    );
    await reported;
    const first = batch[0] as ReferenceItemRow;
    const last = batch[batch.length - 1] as ReferenceItemRow;
    const stored = await ctx.once(`verdicts-${first.index}-${last.index}`, async (tx) => {
      const now = new Date();
      let count = 0;
      let unchecked = 0;
      for (const verdict of result.references) {
        const item = batch[verdict.index - 1];
        if (!item) continue;
        const updated = await tx
          .update(referenceItems)
          .set({ ...verdictColumns(verdict, item.parsed), validatedAt: now })
          .where(and(eq(referenceItems.id, item.id), isNull(referenceItems.validatedAt)))
          .returning({ id: referenceItems.id });
        count += updated.length;
        if (updated.length > 0 && pubmedWasDown(verdict)) unchecked += 1;
      }
      // References PubMed could not check are not charged: their units go back in this once-only step,
      // so a retry cannot give them back twice; the runner commits the rest when the job succeeds.
      await shrinkReservation(tx, ctx.jobId, unchecked);
      return count;
    });
    checked += stored;
    await report('checking', percentOf(checked, total));
  }

  const verdicts = await ctx.db
    .select({ status: referenceItems.status })
    .from(referenceItems)
    .where(eq(referenceItems.orderId, orderId));
  const counts: Record<string, number> = {};
  for (const { status } of verdicts) counts[status] = (counts[status] ?? 0) + 1;
  await setStatus(ctx, orderId, 'done');
  await ctx.progress({
    kind: 'progress',
    step: 'done',
    percent: 100,
    data: { status: 'done', total, checked: total, counts },
  });
  return { total, counts };
}

/** The engine's N/A for a reference it could not check because PubMed did not answer. */
function pubmedWasDown(verdict: ReferenceValidation): boolean {
  return verdict.precautions.some((precaution) => precaution.code === 'pubmed_unreachable');
}

function percentOf(part: number, total: number): number {
  return total === 0 ? 100 : Math.min(100, Math.round((100 * part) / total));
}

/** The order's status, only while this job is the one in charge of it. */
async function setStatus(ctx: JobContext, orderId: string, status: ReferenceOrderStatus): Promise<void> {
  await ctx.db
    .update(referenceOrders)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(referenceOrders.id, orderId), eq(referenceOrders.jobId, ctx.jobId)));
}
