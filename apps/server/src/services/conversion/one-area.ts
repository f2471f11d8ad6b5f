import type { HighlightRange, Manuscript } from '@galley/contracts';
import { isOneArea as isOneDrag } from '@galley/manuscript';

/** The package's one-area rule over the read manuscript's top-level blocks that can hold a drag. */
export function isOneArea(ranges: readonly HighlightRange[], manuscript: Manuscript): boolean {
  const order = manuscript.blocks
    .filter((block) => block.type === 'table' || block.text !== '')
    .map((block) => block.id);
  return isOneDrag(ranges, order);
}
