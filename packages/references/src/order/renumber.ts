import type { CslItem } from '@galley/contracts';

/**
 * Gives the items ids 1..n in their current order and drops the original numbers, so a list that was sorted,
 * filtered or merged prints as 1, 2, 3 even with "preserve original index" on.
 */
export function renumber(items: readonly CslItem[]): CslItem[] {
  return items.map((item, index) => {
    const { originalNumber: _dropped, ...rest } = item;
    return { ...rest, id: String(index + 1) };
  });
}
