import type { LayoutElement } from '@galley/contracts';
import { appendRun, trimTrailingSpace } from '../format/append-run.ts';
import { bridgeGap, closeAfterGap, type Gap, widenGap } from '../format/gaps.ts';
import type { TextRun } from '../format/text-run.ts';
import { type Clause, elementConditions, printClauses } from './element-presence.ts';

// Stands for the previous element's value while the text between two elements is worked out; the real value's
// own end ("J." before a "." suffix) is merged by the CSL processor, as the formatter's appendRun merges it.
const VALUE = 'x';

/** One element order (the article line or a per-type layout) and the template's end. */
export interface Layout {
  elements: readonly LayoutElement[];
  end: string;
}

/**
 * The text the formatter prints between element `from` (printed; -1: none yet) and element `to` (printed;
 * `elements.length`: the end of the reference), when every element between them is left out: `from`'s suffix
 * and space after, the punctuation the gap mends (format/gaps.ts), then `to`'s prefix, or the template's end.
 * A list number prints its own suffix (`ownSuffix`), so that the boundary after it starts after it. An element
 * between with a condition of its own is taken as left out by it (it closes nothing, as the formatter has it),
 * unless its index is in `heldConditions`: its condition held and it had no value (it may close its part).
 */
export function elementBoundary(
  layout: Layout,
  from: number,
  to: number,
  heldConditions: ReadonlySet<number> = new Set(),
): string {
  const { elements } = layout;
  const previous = elements[from];
  // A fixed text's value is known: a full stop after its "." merges, as the formatter merges it.
  const value = previous?.element === 'text' && previous.value ? previous.value : VALUE;
  const runs: TextRun[] = [{ text: value }];
  if (previous) {
    appendRun(runs, { text: previous.suffix });
    if (previous.element === 'number') {
      appendRun(runs, { text: previous.after === 'tab' ? '\t' : previous.after === 'space' ? ' ' : '' });
    } else if (previous.spaceAfter) appendRun(runs, { text: ' ' });
  }
  // A gap opens only once the reference has begun: after an element other than the list number.
  let gap: Gap | undefined;
  if (previous && previous.element !== 'number') {
    for (let index = from + 1; index < to; index++) {
      const element = elements[index] as LayoutElement;
      const conditional = elementConditions(element).length > 0 && !heldConditions.has(index);
      gap = widenGap(gap, element, conditional);
    }
  }
  const next = elements[to];
  if (next) {
    const prefix = gap ? bridgeGap(runs, gap, next.prefix, next.keywordsBefore) : next.prefix;
    appendRun(runs, { text: prefix });
    // A fixed text that starts with a mark takes the space before it away ("March" + " " + "." → "March."), as
    // the formatter's appendRun does.
    if (next.element === 'text' && prefix === '' && /^[.,;:]/.test(next.value)) trimTrailingSpace(runs);
  } else {
    if (gap) closeAfterGap(runs, gap, elements);
    trimTrailingSpace(runs);
    const end = previous?.element === 'url' && previous.noEndMark ? '' : layout.end;
    const absorbed = end === '.' && /[;:]$/.test(runs.map((run) => run.text).join(''));
    if (end && !absorbed) appendRun(runs, { text: end });
  }
  const text = runs.map((run) => run.text).join('');
  const start = previous?.element === 'number' ? value.length + previous.suffix.length : value.length;
  return from < 0 ? text.slice(value.length) : text.slice(start);
}

/**
 * The elements that may precede element `to` in print, nearest first, each with the clauses that make it print
 * (undefined: it always prints, so the search stops there); -1 stands for "nothing printed before".
 */
export function precedingCandidates(
  elements: readonly LayoutElement[],
  to: number,
): { index: number; clauses: Clause[] | undefined }[] {
  const candidates: { index: number; clauses: Clause[] | undefined }[] = [];
  for (let index = to - 1; index >= 0; index--) {
    const element = elements[index] as LayoutElement;
    if (element.element === 'pii' && !element.missingText) continue;
    const clauses = printClauses(element);
    candidates.push({ index, clauses });
    if (!clauses) return candidates;
  }
  candidates.push({ index: -1, clauses: undefined });
  return candidates;
}

/**
 * The elements between `from` and `to` whose condition decides the boundary: left out by their condition they
 * close nothing, left out for want of a value they would end their part with a full stop.
 */
export function conditionalClosers(layout: Layout, from: number, to: number): number[] {
  const found: number[] = [];
  for (let index = from + 1; index < to; index++) {
    const element = layout.elements[index] as LayoutElement;
    if (elementConditions(element).length > 0 && widenGap(undefined, element).closer) found.push(index);
  }
  return found;
}
