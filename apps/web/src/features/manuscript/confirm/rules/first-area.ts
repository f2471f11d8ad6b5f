import type { HighlightRange } from '@galley/contracts';
import { isOneArea } from '@galley/manuscript/board';

/**
 * A step that takes one area (not multiple) is offered one: the suggestion's leading ranges that still make one
 * drag (`isOneArea` over the board's block order). Cutting other steps' text out may split it; the rest is dropped.
 */
export function firstArea(
  ranges: readonly HighlightRange[],
  blockOrder: readonly string[],
): HighlightRange[] {
  const kept: HighlightRange[] = [];
  for (const range of ranges) {
    if (!isOneArea([...kept, range], blockOrder)) break;
    kept.push(range);
  }
  return kept;
}
