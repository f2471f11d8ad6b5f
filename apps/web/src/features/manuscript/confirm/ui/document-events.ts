import type { HighlightRange, StepValue } from '@galley/contracts';
import type { KeyboardEvent, MouseEvent } from 'react';
import { caretElement } from '../dom/caret-element.ts';
import { type HighlightHit, highlightsAround } from '../dom/highlight-target.ts';
import { selectionRanges } from '../dom/selection-ranges.ts';

export interface Point {
  x: number;
  y: number;
}

export interface DocumentHandlers {
  /** A finished drag (mouse up) or a keyboard selection confirmed with Enter. */
  onSelect(ranges: HighlightRange[], at: Point): void;
  /** A click (or Delete/Backspace with the caret) inside highlights, innermost first. */
  onRemove(hits: HighlightHit[], at: Point): void;
  onHover(hits: HighlightHit[], at: Point | null): void;
}

/** Keys that move the caret or the selection (or leave): everything else would edit, so it is refused. */
const NAVIGATION = new Set(
  'ArrowLeft ArrowRight ArrowUp ArrowDown Home End PageUp PageDown Tab Shift Control Meta Alt Escape'.split(
    ' ',
  ),
);

const below = (element: Element): Point => {
  const box = element.getBoundingClientRect();
  return { x: box.left, y: box.bottom };
};

/**
 * The document's mouse and keyboard events turned into the board's three acts: select (mouse up, Enter),
 * remove (click, Delete/Backspace at the caret) and hover (pointer over, or caret in, a highlight).
 */
export function documentEvents(container: () => HTMLElement | null, step: StepValue, on: DocumentHandlers) {
  const selected = () => {
    const element = container();
    const selection = window.getSelection();
    if (!element || !selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
    const range = selection.getRangeAt(0);
    if (!element.contains(range.commonAncestorContainer)) return null;
    const box = range.getBoundingClientRect();
    return { ranges: selectionRanges(element, range, step), at: { x: box.left, y: box.bottom } };
  };
  const select = () => {
    const found = selected();
    if (found) on.onSelect(found.ranges, found.at);
  };
  const caretHits = () => {
    const element = container();
    const caret = element ? caretElement(element) : null;
    return element && caret ? { hits: highlightsAround(caret, element), at: below(caret) } : null;
  };
  return {
    onMouseUp: select,
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const copying = (event.ctrlKey || event.metaKey) && ['a', 'c'].includes(event.key.toLowerCase());
      if (!NAVIGATION.has(event.key) && !copying) event.preventDefault();
      if (event.key === 'Enter') select();
      const caret = event.key === 'Delete' || event.key === 'Backspace' ? caretHits() : null;
      if (caret) on.onRemove(caret.hits, caret.at);
    },
    onClick(event: MouseEvent<HTMLElement>) {
      const element = container();
      if (element && window.getSelection()?.isCollapsed !== false)
        on.onRemove(highlightsAround(event.target, element), { x: event.clientX, y: event.clientY });
    },
    onMouseOver(event: MouseEvent<HTMLElement>) {
      const element = container();
      if (element)
        on.onHover(highlightsAround(event.target, element), { x: event.clientX, y: event.clientY });
    },
    /** The keyboard's hover: the step info of the highlight the caret is in. */
    onCaret() {
      const caret = caretHits();
      if (caret) on.onHover(caret.hits, { x: caret.at.x, y: caret.at.y - 16 });
    },
  };
}
