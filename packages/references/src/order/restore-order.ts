import type { CslItem } from '@galley/contracts';

/**
 * The items back in the order they were read: by id, which every reader assigns as the 1-based position in
 * the input. Items with non-numeric ids (from a CSL-JSON file) keep their relative order after the others.
 */
export function restoreOrder(items: readonly CslItem[]): CslItem[] {
  const position = (item: CslItem) => (/^\d+$/.test(item.id) ? Number(item.id) : Number.POSITIVE_INFINITY);
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => position(a.item) - position(b.item) || a.index - b.index)
    .map(({ item }) => item);
}
