import type { Paragraph, TextSpan } from '@galley/contracts';

/** Where a position of the old text lands after [start, end) became `length` characters. */
export type PositionMap = (at: number, side: 'start' | 'end') => number;

/**
 * One paragraph with [start, end) of its text replaced by `text`, and how positions move. The new text takes the
 * formatting the old text had at `start` (so a bold title stays bold); spans are cut around the range, equations and
 * images inside it are dropped (their offsets mean nothing in new text), a note mark inside it moves after it.
 */
export function replaceTextRange(
  paragraph: Paragraph,
  start: number,
  end: number,
  text: string,
): { paragraph: Paragraph; map: PositionMap } {
  const delta = text.length - (end - start);
  const map: PositionMap = (at, side) =>
    at < start || (at === start && side === 'end')
      ? at
      : at >= end
        ? at + delta
        : start + (side === 'end' ? text.length : 0);
  const spans: TextSpan[] = [];
  for (const span of paragraph.spans) {
    if (span.start < start) spans.push({ ...span, end: Math.min(span.end, start) });
    if (span.end > end)
      spans.push({ ...span, start: Math.max(span.start, end) + delta, end: span.end + delta });
  }
  const look = paragraph.spans.find((span) => span.start <= start && span.end > start);
  if (look && text) spans.push({ ...look, start, end: start + text.length });
  spans.sort((a, b) => a.start - b.start);
  const inlines = paragraph.inlines.flatMap((inline): Paragraph['inlines'] => {
    if (inline.kind === 'equation') {
      if (inline.end <= start || inline.start >= end)
        return [{ ...inline, start: map(inline.start, 'start'), end: map(inline.end, 'end') }];
      return [];
    }
    const inside = inline.at > start && inline.at < end;
    if (inline.kind === 'image' && inside) return [];
    return [{ ...inline, at: inside ? start + text.length : map(inline.at, 'end') }];
  });
  const replaced = paragraph.text.slice(0, start) + text + paragraph.text.slice(end);
  return {
    paragraph: { ...paragraph, text: replaced, spans: spans.filter((s) => s.end > s.start), inlines },
    map,
  };
}
