import type { Manuscript } from '@galley/contracts';
import { createLlmTagger, tagWithFallback } from '@galley/manuscript/llm';
import { boardRanges, type TagBoardManuscriptResult } from '../../jobs/isolated/tag-board-manuscript.task.ts';
import type { JobContext } from '../../jobs/job-context.ts';
import { llmTaggerOptions } from './llm-tagger-options.ts';

/**
 * The board's suggestions: the LLM tagger with the local one as its fallback when an endpoint is configured, else
 * the local tagger. The LLM call is network I/O over our own model (no untrusted file), so it waits on the event
 * loop; the local tagger's CPU work runs in a worker thread, alone or as the fallback.
 */
export async function tagBoard(
  ctx: Pick<JobContext, 'isolated' | 'config'>,
  manuscript: Manuscript,
): Promise<TagBoardManuscriptResult> {
  const local = () => ctx.isolated('tagBoardManuscript', { manuscript });
  const llm = llmTaggerOptions(ctx.config);
  if (!llm) return local();
  const result = await tagWithFallback(manuscript, createLlmTagger({ ...llm, fetch: globalThis.fetch }), {
    name: 'local',
    tag: async () => {
      const { tagger, steps, warnings } = await local();
      return { tagger, steps, warnings };
    },
  });
  return { ...result, ranges: boardRanges(result.steps) };
}
