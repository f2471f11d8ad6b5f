import type { Block, StepValue } from '@galley/contracts';
import { headingLike } from '../heading-like.ts';

// Several decisions look ahead ("is there an Introduction heading further on?"): one scan, shared.
/** Whether a heading of the step's section comes after the block at `index`. */
export function headingAfter(blocks: readonly Block[], index: number, step: StepValue): boolean {
  return headingIndexAfter(blocks, index, step) >= 0;
}

/** Where the first heading of the step's section after the block at `index` is, or -1. */
export function headingIndexAfter(blocks: readonly Block[], index: number, step: StepValue): number {
  return blocks.findIndex((block, i) => {
    const target = i > index && block.type === 'paragraph' ? headingLike(block)?.target : undefined;
    return target?.kind === 'step' && target.step === step;
  });
}
