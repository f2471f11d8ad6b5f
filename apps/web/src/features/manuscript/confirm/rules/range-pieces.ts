import type { HighlightRange } from '@galley/contracts';

/** `range` minus every area of `cuts` in its block: what is left, in pieces. */
export function subtractAreas(range: HighlightRange, cuts: readonly HighlightRange[]): HighlightRange[] {
  let pieces = [range];
  for (const cut of cuts) {
    if (cut.block !== range.block) continue;
    pieces = pieces.flatMap((piece) =>
      cut.end <= piece.start || cut.start >= piece.end
        ? [piece]
        : [
            { ...piece, end: Math.min(piece.end, cut.start) },
            { ...piece, start: Math.max(piece.start, cut.end) },
          ].filter((part) => part.start < part.end),
    );
  }
  return pieces;
}

/** The parts of `range` that lie inside areas of `areas` (one piece per area it meets). */
export function intersectAreas(range: HighlightRange, areas: readonly HighlightRange[]): HighlightRange[] {
  return areas
    .filter((area) => area.block === range.block && area.start < range.end && range.start < area.end)
    .map((area) => ({
      ...range,
      start: Math.max(range.start, area.start),
      end: Math.min(range.end, area.end),
    }));
}

/** Every letter or digit of `areas` lies inside one of `cover`'s ranges. */
export function coversText(
  cover: readonly HighlightRange[],
  areas: readonly HighlightRange[],
  textOf: (block: string) => string | undefined,
): boolean {
  return areas.every((area) => {
    const text = textOf(area.block) ?? '';
    for (let at = area.start; at < area.end; at++) {
      if (!/[\p{L}\p{N}]/u.test(text[at] ?? '')) continue;
      if (!cover.some((range) => range.block === area.block && range.start <= at && at < range.end))
        return false;
    }
    return true;
  });
}
