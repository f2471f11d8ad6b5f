import {
  type HighlightRange,
  MANUSCRIPT_STEPS,
  type StepDefinition,
  type StepValue,
} from '@galley/contracts';
import { readConfirmHtml, settleStepHighlights } from '@galley/manuscript/board';
import { blockOrder } from '../html/block-order.ts';
import { dropBlockGaps } from '../html/drop-block-gaps.ts';
import { inertLinks } from '../html/inert-links.ts';
import { stripHighlights } from '../html/strip-highlights.ts';
import { type BoardDocument, boardDocument } from './board-context.ts';
import { firstArea } from './first-area.ts';
import { freeSuggestions } from './free-suggestions.ts';
import { titleAboveByline } from './title-above-byline.ts';

export interface BoardStart {
  document: BoardDocument;
  /** Every step's highlights: the stored ones, this step's replaced by the tagger's when it had none. */
  highlights: HighlightRange[];
  /** This step shows the tagger's suggestions (spec §4: with the confirm popover). */
  autoHighlighted: boolean;
}

/**
 * What the board shows when a step opens, from the stored HTML and the tagger's ranges. Suggestions are fitted
 * around other steps' stored areas (`freeSuggestions`), a title stops above the byline (`titleAboveByline`) and a
 * step that takes one area is offered one (`firstArea`).
 */
export function initialHighlights(
  clientHtml: string,
  autoTags: readonly HighlightRange[],
  step: StepValue,
  definitions: readonly StepDefinition[] = MANUSCRIPT_STEPS,
): BoardStart {
  const document = boardDocument(dropBlockGaps(inertLinks(stripHighlights(clientHtml))));
  const stored = readConfirmHtml(clientHtml).highlights;
  const textOf = (block: string) => document.texts.get(block);
  const settled = settleStepHighlights(step, stored, autoTags, textOf);
  const order = settled.autoHighlighted ? blockOrder(document.baseHtml) : [];
  const fitted = settled.autoHighlighted
    ? freeSuggestions(
        step,
        titleAboveByline(step, settled.highlights, autoTags, order),
        stored,
        definitions,
        textOf,
      )
    : settled.highlights;
  const single = definitions.find((definition) => definition.value === step)?.multiple === false;
  const offered = settled.autoHighlighted && single ? firstArea(fitted, order) : fitted;
  return {
    document,
    highlights: [...stored.filter((range) => range.step !== step), ...offered],
    autoHighlighted: offered.length > 0 && settled.autoHighlighted,
  };
}
