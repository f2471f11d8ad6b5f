import { describe, expect, it } from 'vitest';
import { keyboardDropTarget } from './keyboard-drop-target.ts';

// The top-level strip, then folders A and B, with a template row between them at 140.
const spots = [
  { id: 'b', top: 180 },
  { id: 'root', top: 60 },
  { id: 'a', top: 100 },
];

describe('keyboardDropTarget', () => {
  it('starts from the nearest target above or below the item', () => {
    expect(keyboardDropTarget('ArrowUp', undefined, 140, spots)).toBe('a');
    expect(keyboardDropTarget('ArrowDown', undefined, 140, spots)).toBe('b');
    expect(keyboardDropTarget('ArrowUp', undefined, 20, spots)).toBeUndefined();
  });

  it('steps one target at a time, in screen order, and stops at the ends', () => {
    expect(keyboardDropTarget('ArrowUp', 'a', 140, spots)).toBe('root');
    expect(keyboardDropTarget('ArrowDown', 'a', 140, spots)).toBe('b');
    expect(keyboardDropTarget('ArrowDown', 'b', 140, spots)).toBeUndefined();
    expect(keyboardDropTarget('ArrowUp', 'root', 140, spots)).toBeUndefined();
  });

  it('ignores other keys', () => {
    expect(keyboardDropTarget('ArrowLeft', 'a', 140, spots)).toBeUndefined();
  });
});
