import type { HighlightRange, StepValue } from '@galley/contracts';
import { decodeEntities, HTML_TOKENS, highlightAttribute, tagAttributes } from '@galley/manuscript/board';
import { escapeText } from './escape-text.ts';
import { stripHighlights } from './strip-highlights.ts';

interface Numbered extends HighlightRange {
  index: number;
}

/** Each step's ranges numbered in the order given, as renderConfirmHtml numbers them. */
export function numberHighlights(highlights: readonly HighlightRange[]): Numbered[] {
  const counters = new Map<StepValue, number>();
  return highlights.map((range) => {
    const index = counters.get(range.step) ?? 0;
    counters.set(range.step, index + 1);
    return { ...range, index };
  });
}

/**
 * The board HTML with `highlights` drawn: every text piece inside a `data-block` paragraph is wrapped in one
 * `<span data-highlight-container-{step}-{index}>` per range covering it (split wherever a range starts or ends,
 * inside any formatting element, so nesting stays valid). Spans carry `data-step` for styling; the current step's
 * also `data-current` and, at their end, an empty delete control `id="highlight-delete-{step}-{index}"` (spec §3).
 * Text is unchanged, so readConfirmHtml reads the same ranges back.
 */
export function applyHighlights(
  html: string,
  highlights: readonly HighlightRange[],
  current?: StepValue,
): string {
  const byBlock = new Map<string, Numbered[]>();
  for (const range of numberHighlights(highlights))
    if (range.start < range.end) byBlock.set(range.block, [...(byBlock.get(range.block) ?? []), range]);
  const blocks: (string | undefined)[] = [];
  const offsets = new Map<string, number>();
  let out = '';
  for (const token of stripHighlights(html).matchAll(HTML_TOKENS)) {
    const [whole, closing, opening, attributes, selfClosing, text] = token;
    if (closing) {
      if (closing.toLowerCase() === 'p') blocks.pop();
      out += whole;
    } else if (opening) {
      if (opening.toLowerCase() === 'p' && !selfClosing)
        blocks.push(tagAttributes(attributes ?? '').get('data-block'));
      out += whole;
    } else if (text) {
      const block = blocks.at(-1);
      const ranges = block ? (byBlock.get(block) ?? []) : [];
      if (!block || !ranges.length) {
        out += whole;
        if (block) offsets.set(block, (offsets.get(block) ?? 0) + decodeEntities(text).length);
        continue;
      }
      const decoded = decodeEntities(text);
      const from = offsets.get(block) ?? 0;
      offsets.set(block, from + decoded.length);
      out += wrapText(decoded, from, ranges, current);
    } else out += whole;
  }
  return out;
}

function wrapText(text: string, from: number, ranges: Numbered[], current?: StepValue): string {
  const to = from + text.length;
  const cuts = new Set([from, to]);
  for (const range of ranges)
    for (const at of [range.start, range.end]) if (from < at && at < to) cuts.add(at);
  const points = [...cuts].sort((a, b) => a - b);
  let out = '';
  for (let i = 0; i + 1 < points.length; i++) {
    const start = points[i] as number;
    const end = points[i + 1] as number;
    const piece = escapeText(text.slice(start - from, end - from));
    const covering = ranges.filter((range) => range.start <= start && end <= range.end);
    const controls = covering
      .filter((range) => range.step === current && range.end === end)
      .map(
        (range) =>
          `<span id="highlight-delete-${range.step}-${range.index}" data-highlight-delete="" aria-hidden="true"></span>`,
      );
    out += covering.map((range) => openSpan(range, current)).join('');
    out += piece + controls.join('') + '</span>'.repeat(covering.length);
  }
  return out;
}

function openSpan(range: Numbered, current?: StepValue): string {
  const currentMark = range.step === current ? ' data-current=""' : '';
  return `<span ${highlightAttribute(range.step, range.index)}="" data-step="${range.step}"${currentMark}>`;
}
