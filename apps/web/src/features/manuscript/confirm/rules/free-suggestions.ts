import type { HighlightRange, StepDefinition, StepValue } from '@galley/contracts';
import { trimSelection } from '@galley/manuscript/board';
import { coversText, intersectAreas, subtractAreas } from './range-pieces.ts';

/**
 * The tagger's suggestions for `step` fitted around what other steps already hold (spec §5's overlap rules), so a
 * suggestion never wraps or overlaps text confirmed for another step and can always be removed:
 * - another step's areas are cut out of it (the suggestion splits around them);
 * - inside its source step (conclusions in the discussion, declarations in the methods) it may stay, one piece per
 *   source area, unless it would take all of the source's text: text the author confirmed for the source step as a
 *   whole is not offered again for this one;
 * - pieces left with no letter or digit are dropped.
 */
export function freeSuggestions(
  step: StepValue,
  suggested: readonly HighlightRange[],
  stored: readonly HighlightRange[],
  definitions: readonly StepDefinition[],
  textOf: (block: string) => string | undefined,
): HighlightRange[] {
  const source = definitions.find((definition) => definition.value === step)?.duplicateFrom;
  const sources = stored.filter((range) => range.step === source);
  const others = stored.filter((range) => range.step !== step);
  const outside = suggested.flatMap((range) => subtractAreas(range, others));
  const guests = others.filter((range) => range.step !== source);
  const inside = suggested
    .flatMap((range) => intersectAreas(range, sources))
    .flatMap((range) => subtractAreas(range, guests));
  const hosted = inside.length && !coversText(inside, sources, textOf) ? inside : [];
  return trimSelection([...outside, ...hosted], textOf)
    .filter((range) => /[\p{L}\p{N}]/u.test((textOf(range.block) ?? '').slice(range.start, range.end)))
    .sort((a, b) => order(suggested, a) - order(suggested, b) || a.start - b.start);
}

const order = (suggested: readonly HighlightRange[], range: HighlightRange) =>
  suggested.findIndex((candidate) => candidate.block === range.block);
