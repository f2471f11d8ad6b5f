import type { Manuscript, TagResult } from '@galley/contracts';
import { blockTexts } from '@galley/manuscript/pipeline';

/** `galley manuscript tag --json`'s shape: steps with every highlight's text, then the warnings. */
export interface TagJson {
  steps: { step: string; highlights: { block: string; start: number; end: number; text: string }[] }[];
  warnings: { code: string; message: string; step?: string }[];
}

/** The tagger's result with each highlight's text taken from the model; reader and tagger warnings together. */
export function tagJson(manuscript: Manuscript, result: TagResult): TagJson {
  const text = blockTexts(manuscript);
  return {
    steps: result.steps.map(({ step, highlights }) => ({
      step,
      highlights: highlights.map(({ block, start, end }) => ({
        block,
        start,
        end,
        text: (text.get(block) ?? '').slice(start, end),
      })),
    })),
    warnings: [
      ...manuscript.warnings.map(({ code, message }) => ({ code, message })),
      ...result.warnings.map((w) => ({
        code: w.code,
        message: w.message,
        ...(w.step ? { step: w.step } : {}),
      })),
    ],
  };
}
