import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { saveStoredFile } from '../../../services/files/save-stored-file.ts';
import { defineJob } from '../../define-job.ts';
import { JobRefusal } from '../../job-refusal.ts';

export const ProbePayload = z.object({
  /** How long the probe works, in steps of progress. */
  durationMs: z.number().int().min(0).max(600_000),
  steps: z.number().int().min(1).max(100),
});

/**
 * The queue's end-to-end check for operators (and the platform's crash and scale tests): it reports
 * progress in steps, writes one file under a key derived from its id, and its usage reservation is
 * committed by the runner — all exactly once, however often its process dies under it.
 */
export const probeJob = defineJob({
  name: 'diagnostics.probe',
  version: 1,
  payload: ProbePayload,
  timeoutSeconds: 900,
  retry: { limit: 3, delaySeconds: 1, backoff: false },
  concurrency: 4,
  async run(payload, ctx) {
    for (let step = 1; step <= payload.steps; step += 1) {
      await sleep(payload.durationMs / payload.steps, undefined, { signal: ctx.signal });
      await ctx.progress({ kind: 'progress', step: `step-${step}`, percent: (100 * step) / payload.steps });
    }
    if (!ctx.userId) throw new JobRefusal('bad_request', 'the probe needs the user it works for');
    const userId = ctx.userId;
    const file = await ctx.once('write-report', async (tx) => {
      const bytes = new TextEncoder().encode(`probe ${ctx.jobId} finished at ${new Date().toISOString()}\n`);
      return saveStoredFile({
        db: tx,
        storage: ctx.storage,
        userId,
        key: `jobs/${ctx.jobId}/probe.txt`,
        name: 'probe.txt',
        contentType: 'text/plain; charset=utf-8',
        bytes,
        kind: 'output',
        ownerRef: `job:${ctx.jobId}`,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
    });
    return { fileId: file.id };
  },
});
