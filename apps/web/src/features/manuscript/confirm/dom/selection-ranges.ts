import type { HighlightRange, StepValue } from '@galley/contracts';

/** Characters of `block`'s text before the boundary point (node, offset): what the model's offsets count. */
function offsetIn(block: Element, node: Node, offset: number): number {
  const before = block.ownerDocument.createRange();
  before.selectNodeContents(block);
  before.setEnd(node, offset);
  return before.toString().length;
}

/**
 * A DOM selection → one range per paragraph it touches, in model offsets (renderConfirmHtml makes each
 * paragraph's text content equal the model's text). Paragraphs in tables come out too: the rules refuse them.
 * Untrimmed: checkSelection trims (spec §5).
 */
export function selectionRanges(container: Element, selection: Range, step: StepValue): HighlightRange[] {
  if (selection.collapsed) return [];
  const ranges: HighlightRange[] = [];
  for (const block of container.querySelectorAll('p[data-block]')) {
    if (!selection.intersectsNode(block)) continue;
    const length = block.textContent?.length ?? 0;
    const starts = block.contains(selection.startContainer);
    const ends = block.contains(selection.endContainer);
    const start = starts ? offsetIn(block, selection.startContainer, selection.startOffset) : 0;
    const end = ends ? offsetIn(block, selection.endContainer, selection.endOffset) : length;
    if (start < end) ranges.push({ step, block: block.getAttribute('data-block') ?? '', start, end });
  }
  return ranges;
}
