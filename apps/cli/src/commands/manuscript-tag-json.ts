import type { Block, Manuscript, TagResult } from '@galley/contracts';

/** `galley manuscript tag --json`'s shape: steps with every highlight's text, then the warnings. */
export interface TagJson {
  steps: { step: string; highlights: { block: string; start: number; end: number; text: string }[] }[];
  warnings: { code: string; message: string; step?: string }[];
}

/** The tagger's result with each highlight's text taken from the model; reader and tagger warnings together. */
export function tagJson(manuscript: Manuscript, result: TagResult): TagJson {
  const text = new Map<string, string>();
  const visit = (blocks: Block[]) => {
    for (const block of blocks)
      if (block.type === 'paragraph') text.set(block.id, block.text);
      else for (const row of block.rows) for (const cell of row.cells) visit(cell.blocks);
  };
  visit(manuscript.blocks);
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
