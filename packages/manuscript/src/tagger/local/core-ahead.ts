import type { Paragraph } from '@galley/contracts';
import { headingLike } from '../heading-like.ts';
import { CORE } from './core-sections.ts';
import type { LocalTagging } from './local-tagging.ts';

/** Whether a core section's heading (results, discussion…) comes after the paragraph, before the reference list. */
export function coreAhead(state: LocalTagging, paragraph: Paragraph): boolean {
  for (const block of state.blocks.slice(state.blocks.indexOf(paragraph) + 1)) {
    const target = block.type === 'paragraph' ? headingLike(block)?.target : undefined;
    if (target?.kind !== 'step') continue;
    if (CORE.has(target.step)) return true;
    if (target.step === 'back.references') return false;
  }
  return false;
}
