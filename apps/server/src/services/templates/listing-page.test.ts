import { describe, expect, it } from 'vitest';
import { listingPage } from './listing-page.ts';
import { pathTo, subtreeIds, type TreeNode } from './template-tree.ts';

const ids = Array.from({ length: 45 }, (_, i) => `id${i}`);

describe('listingPage', () => {
  it('slices the asked page, clamps past the end, and opens the page holding the focused id', () => {
    expect(listingPage(ids, 2, 20)).toEqual({ page: 2, slice: ids.slice(20, 40) });
    expect(listingPage(ids, 9, 20).page).toBe(3);
    expect(listingPage([], 4, 20)).toEqual({ page: 1, slice: [] });
    expect(listingPage(ids, 1, 20, 'id44').page).toBe(3);
    expect(listingPage(ids, 2, 20, 'elsewhere').page).toBe(2);
  });
});

describe('template tree walks', () => {
  const node = (id: string, parentId: string | null): TreeNode => ({
    id,
    name: id,
    parentId,
    templateType: 'folder',
  });
  const tree = [node('a', null), node('b', 'a'), node('c', 'b'), node('d', null)];

  it('lists a subtree root first, and the path from the root', () => {
    expect(subtreeIds(tree, 'a')).toEqual(['a', 'b', 'c']);
    expect(pathTo(tree, 'c').map((n) => n.id)).toEqual(['a', 'b', 'c']);
    expect(pathTo(tree, null)).toEqual([]);
  });

  it('stops on a loop instead of spinning', () => {
    const looped = [node('x', 'y'), node('y', 'x')];
    expect(pathTo(looped, 'x').map((n) => n.id)).toEqual(['y', 'x']);
  });
});
