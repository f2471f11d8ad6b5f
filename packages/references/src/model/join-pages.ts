/**
 * One page string from a start and an end page ("411", "447" → "411-447"); a start that already holds a range
 * ("1-60") is kept as is, and an end equal to the start is dropped.
 */
export function joinPages(start: string | undefined, end: string | undefined): string | undefined {
  const first = start?.trim();
  const last = end?.trim();
  if (!first) return last || undefined;
  if (!last || last === first || /[-–]/.test(first)) return first;
  return `${first}-${last}`;
}
