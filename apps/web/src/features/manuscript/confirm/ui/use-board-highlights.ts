import type { HighlightRange, StepDefinition, StepValue } from '@galley/contracts';
import { isSuppressedClick } from '@galley/manuscript/board';
import { useCallback, useRef, useState } from 'react';
import type { HighlightHit } from '../dom/highlight-target.ts';
import { type BoardOutcome, highlightSelection, removeHighlight } from '../rules/board-actions.ts';
import type { BoardStart } from '../rules/initial-highlights.ts';
import type { Point } from './board-document.tsx';
import type { PopoverState } from './popover-state.ts';

/**
 * The board's highlights for one step and the popover they raise. Drags and clicks go through the package's rules
 * (board-actions); a click within 100 ms of the previous click or drag is dropped (spec §5), so the click that ends
 * a drag never deletes the highlight it just made.
 */
export function useBoardHighlights(
  step: StepValue,
  start: BoardStart,
  definitions: readonly StepDefinition[],
  taggerRan: boolean,
) {
  const [highlights, setHighlights] = useState<HighlightRange[]>(start.highlights);
  const [popover, setPopover] = useState<PopoverState>(() => {
    if (start.autoHighlighted) return { kind: 'auto' };
    const none = !start.highlights.some((range) => range.step === step);
    return none && taggerRan ? { kind: 'fail' } : null;
  });
  const lastClick = useRef<number | undefined>(undefined);

  const settle = useCallback((outcome: BoardOutcome, at: Point) => {
    window.getSelection()?.removeAllRanges();
    if (outcome.kind === 'changed') {
      setHighlights(outcome.highlights);
      setPopover(null);
    } else if (outcome.kind === 'refused')
      setPopover({ kind: 'refused', message: outcome.verdict.message, params: outcome.verdict.params, at });
  }, []);

  const select = (ranges: HighlightRange[], at: Point) => {
    lastClick.current = Date.now();
    settle(highlightSelection(step, ranges, start.document, highlights, definitions), at);
  };

  const remove = (hits: HighlightHit[], at: Point) => {
    const now = Date.now();
    const suppressed = isSuppressedClick(lastClick.current, now);
    lastClick.current = now;
    if (!suppressed) settle(removeHighlight(step, hits, highlights), at);
  };

  /** Deny on the suggestion popover: this step's highlights are cleared (spec §4). */
  const clearStep = () => setHighlights((all) => all.filter((range) => range.step !== step));

  return { highlights, setHighlights, popover, setPopover, select, remove, clearStep };
}
