import { autoTagConversion } from '../../../services/conversion/auto-tag-conversion.ts';
import { AutoTagManuscriptPayload } from '../../../services/conversion/auto-tag-payload.ts';
import { markAutoTagFailed } from '../../../services/conversion/mark-auto-tag-failed.ts';
import { defineJob } from '../../define-job.ts';
import { JobRefusal } from '../../job-refusal.ts';

const RETRIES = 2;

/**
 * The confirm board of a conversion's upload (spec §4 auto-tag status board): read, tagged (LLM or local), stored.
 * Every write overwrites the same key or the same row, so a run after a SIGKILL does it again and ends the same:
 * one manuscript file, one board. The conversion's auto_tag_status says failed once no attempt is left.
 */
export const autoTagManuscriptJob = defineJob({
  name: 'manuscript.auto-tag',
  version: 1,
  payload: AutoTagManuscriptPayload,
  // Above the LLM tagger's 100 s request timeout, with the read and the local fallback after it.
  timeoutSeconds: 300,
  retry: { limit: RETRIES, delaySeconds: 2, backoff: true },
  concurrency: 2,
  async run(payload, ctx) {
    try {
      return await autoTagConversion(payload, ctx);
    } catch (error) {
      if (error instanceof JobRefusal || ctx.attempt >= RETRIES)
        await markAutoTagFailed(ctx.db, payload.conversionId, ctx.jobId);
      throw error;
    }
  },
});
