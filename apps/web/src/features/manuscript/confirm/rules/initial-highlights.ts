import type { HighlightRange, StepValue } from '@galley/contracts';
import { readConfirmHtml, settleStepHighlights } from '@galley/manuscript/board';
import { dropBlockGaps } from '../html/drop-block-gaps.ts';
import { inertLinks } from '../html/inert-links.ts';
import { stripHighlights } from '../html/strip-highlights.ts';
import { type BoardDocument, boardDocument } from './board-context.ts';

export interface BoardStart {
  document: BoardDocument;
  /** Every step's highlights: the stored ones, this step's replaced by the tagger's when it had none. */
  highlights: HighlightRange[];
  /** This step shows the tagger's suggestions (spec §4: with the confirm popover). */
  autoHighlighted: boolean;
}

/** What the board shows when a step opens, from the stored HTML and the tagger's ranges. */
export function initialHighlights(
  clientHtml: string,
  autoTags: readonly HighlightRange[],
  step: StepValue,
): BoardStart {
  const document = boardDocument(dropBlockGaps(inertLinks(stripHighlights(clientHtml))));
  const stored = readConfirmHtml(clientHtml).highlights;
  const settled = settleStepHighlights(step, stored, autoTags, (block) => document.texts.get(block));
  return {
    document,
    highlights: [...stored.filter((range) => range.step !== step), ...settled.highlights],
    autoHighlighted: settled.autoHighlighted,
  };
}
