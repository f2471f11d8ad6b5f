import { describe, expect, it } from 'vitest';
import type { ElementKind } from '../state/element-kinds.ts';
import { LINE_AREA, LINE_END, PALETTE_AREA } from './drag-ids.ts';
import { resolveDrop } from './resolve-drop.ts';

const line: ElementKind[] = ['number', 'author', 'title'];

describe('what a drop does', () => {
  it('puts a palette element before the line element it is dropped on', () => {
    expect(resolveDrop('palette:doi', 'line:author', line)).toMatchObject({
      kind: 'add',
      position: 2,
      total: 4,
      action: { type: 'add', kind: 'doi', index: 1 },
    });
  });

  it('puts a palette element last when dropped on the line or its end slot', () => {
    for (const over of [LINE_AREA, LINE_END]) {
      expect(resolveDrop('palette:doi', over, line)).toMatchObject({ action: { index: 3 }, position: 4 });
    }
    expect(resolveDrop('palette:doi', LINE_END, [])).toMatchObject({
      action: { index: 0 },
      position: 1,
      total: 1,
    });
  });

  it('does nothing with a palette element dropped outside the line', () => {
    expect(resolveDrop('palette:doi', PALETTE_AREA, line)).toEqual({ kind: 'none', element: 'doi' });
    expect(resolveDrop('palette:doi', null, line)).toEqual({ kind: 'none', element: 'doi' });
  });

  it('moves a line element to the place of the one it is dropped on, or last on the end slot', () => {
    expect(resolveDrop('line:number', 'line:title', line)).toMatchObject({
      kind: 'move',
      position: 3,
      action: { type: 'move', from: 0, to: 2 },
    });
    expect(resolveDrop('line:title', LINE_END, line)).toMatchObject({ action: { from: 2, to: 2 } });
  });

  it('removes a line element dragged out of the line or onto the palette', () => {
    for (const over of [null, PALETTE_AREA, 'palette:doi']) {
      expect(resolveDrop('line:author', over, line)).toMatchObject({
        kind: 'remove',
        action: { type: 'remove', kind: 'author' },
      });
    }
  });

  it('ignores ids that are not elements', () => {
    expect(resolveDrop('line:nonsense', LINE_END, line)).toBeUndefined();
    expect(resolveDrop(PALETTE_AREA, LINE_END, line)).toBeUndefined();
  });
});
