/**
 * Whether a step's ranges can be one drag (spec §5 "only one area" for a step that is not multiple): a drag over
 * several paragraphs gives one range per block, so the ranges must lie in consecutive blocks of `blockOrder` — the
 * top-level blocks that can hold a drag (tables, paragraphs with text; empty paragraphs between do not count) —
 * one range per block. The server (from the read manuscript) and the board (from its HTML) give the order.
 */
export function isOneArea(ranges: readonly { block: string }[], blockOrder: readonly string[]): boolean {
  if (ranges.length <= 1) return true;
  const positions = ranges.map((range) => blockOrder.indexOf(range.block)).sort((a, b) => a - b);
  return positions.every((at, i) => at >= 0 && (i === 0 || at === (positions[i - 1] ?? -2) + 1));
}
