import type { HighlightRange, Manuscript, TagResult, TagWarning } from '@galley/contracts';
import { localTagger } from '@galley/manuscript';

export interface TagBoardManuscriptInput {
  manuscript: Manuscript;
}

export interface TagBoardManuscriptResult {
  /** Who tagged in the end ('local' also when the LLM failed and the local tagger stood in). */
  tagger: TagResult['tagger'];
  /** The tagger's own answer, for the LLM tagger's fallback (tagWithFallback wants a TagResult). */
  steps: TagResult['steps'];
  ranges: HighlightRange[];
  warnings: TagWarning[];
}

/** A tagger's steps flattened to the board's ranges (confidences are not shown there). */
export function boardRanges(steps: TagResult['steps']): HighlightRange[] {
  return steps.flatMap(({ step, highlights }) =>
    highlights.map(({ block, start, end }) => ({ step, block, start, end })),
  );
}

/**
 * The local tagger's suggestions for the board: CPU work over a whole manuscript, so in a worker thread. The LLM
 * tagger is not run here — its wait on the network would hold the pool's thread (every upload and convert queued
 * behind it) for up to its timeout; services/conversion/tag-board.ts calls it on the event loop.
 */
export async function tagBoardManuscript(input: TagBoardManuscriptInput): Promise<TagBoardManuscriptResult> {
  const result = await localTagger.tag(input.manuscript);
  return {
    tagger: result.tagger,
    steps: result.steps,
    ranges: boardRanges(result.steps),
    warnings: result.warnings,
  };
}
