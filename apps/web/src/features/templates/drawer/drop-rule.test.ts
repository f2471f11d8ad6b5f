import { describe, expect, it } from 'vitest';
import type { DragItem, DropFolder } from './drag-ids.ts';
import { judgeDrop } from './drop-rule.ts';

// A tree: Journals ⊃ Cardiology ⊃ Heart style; Other at the top; Loose style at the top.
const journals: DragItem = { id: 'j', name: 'Journals', type: 'folder', parentId: null };
const cardiology: DragItem = { id: 'c', name: 'Cardiology', type: 'folder', parentId: 'j' };
const heart: DragItem = { id: 'h', name: 'Heart style', type: 'template', parentId: 'c' };
const loose: DragItem = { id: 'l', name: 'Loose style', type: 'template', parentId: null };
const target = (folderId: string | null, ancestors: string[] = []): DropFolder => ({
  folderId,
  name: folderId ?? 'top',
  ancestors,
});

describe('judgeDrop', () => {
  it('moves a template into a folder, between folders and to the top level', () => {
    expect(judgeDrop(loose, target('o'))).toBe('move');
    expect(judgeDrop(heart, target('o'))).toBe('move');
    expect(judgeDrop(heart, target('j'))).toBe('move');
    expect(judgeDrop(heart, target(null))).toBe('move');
  });

  it('moves a folder into a sibling or up, never into itself or a folder inside it', () => {
    expect(judgeDrop(cardiology, target('o'))).toBe('move');
    expect(judgeDrop(cardiology, target(null))).toBe('move');
    expect(judgeDrop(journals, target('j'))).toBe('into-itself');
    expect(judgeDrop(journals, target('c', ['j']))).toBe('into-descendant');
    expect(judgeDrop(journals, target('deep', ['j', 'c']))).toBe('into-descendant');
  });

  it('does nothing where the item already is', () => {
    expect(judgeDrop(heart, target('c', ['j']))).toBe('same-place');
    expect(judgeDrop(loose, target(null))).toBe('same-place');
    expect(judgeDrop(journals, target(null))).toBe('same-place');
  });
});
