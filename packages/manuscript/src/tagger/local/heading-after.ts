import type { Block, StepValue } from '@galley/contracts';
import { headingLike } from '../heading-like.ts';
import { CORE } from './core-sections.ts';

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

/** Where the "Abstract" heading is, looking only before the first core section's heading; -1 when there is none. */
export function abstractHeadingAt(blocks: readonly Block[]): number {
  for (const [i, block] of blocks.entries()) {
    const target = block.type === 'paragraph' ? headingLike(block)?.target : undefined;
    if (target?.kind === 'abstract') return i;
    if (target?.kind === 'step' && CORE.has(target.step)) return -1;
  }
  return -1;
}

/** The nearest block before (-1) or after (+1) the one at `index` that is not an empty paragraph. */
export function filledNeighbour(
  blocks: readonly Block[],
  index: number,
  direction: -1 | 1,
): Block | undefined {
  for (let i = index + direction; i >= 0 && i < blocks.length; i += direction) {
    const block = blocks[i];
    if (block?.type !== 'paragraph' || block.text.trim()) return block;
  }
  return undefined;
}

/** The blocks from `from` on (it first), empty paragraphs left out. */
export function* filledFrom(blocks: readonly Block[], from: Block): Generator<Block> {
  for (let i = blocks.indexOf(from); i >= 0 && i < blocks.length; i++) {
    const block = blocks[i];
    if (block && (block.type !== 'paragraph' || block.text.trim())) yield block;
  }
}
