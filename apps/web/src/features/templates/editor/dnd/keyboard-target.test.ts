import { describe, expect, it } from 'vitest';
import type { ElementKind } from '../state/element-kinds.ts';
import { LINE_AREA, LINE_END, PALETTE_AREA } from './drag-ids.ts';
import { keyboardTarget } from './keyboard-target.ts';

const line: ElementKind[] = ['author', 'title'];

describe('where an arrow key takes a keyboard drag', () => {
  it('enters the line at its end from the palette, whatever the palette item', () => {
    expect(keyboardTarget('ArrowDown', 'palette:doi', 'palette:doi', line)).toBe(LINE_END);
    expect(keyboardTarget('ArrowDown', 'palette:number', 'palette:number', [])).toBe(LINE_END);
    // Sideways or up in the palette: nowhere (the palette is no destination for its own elements).
    expect(keyboardTarget('ArrowRight', 'palette:doi', 'palette:doi', line)).toBeUndefined();
    expect(keyboardTarget('ArrowUp', 'palette:doi', 'palette:doi', line)).toBeUndefined();
  });

  it('steps along the line one place at a time, stopping at either end', () => {
    expect(keyboardTarget('ArrowLeft', 'palette:doi', LINE_END, line)).toBe('line:title');
    expect(keyboardTarget('ArrowLeft', 'palette:doi', 'line:title', line)).toBe('line:author');
    expect(keyboardTarget('ArrowLeft', 'palette:doi', 'line:author', line)).toBeUndefined();
    expect(keyboardTarget('ArrowRight', 'line:author', 'line:author', line)).toBe('line:title');
    expect(keyboardTarget('ArrowRight', 'line:author', 'line:title', line)).toBe(LINE_END);
    expect(keyboardTarget('ArrowRight', 'line:author', LINE_END, line)).toBeUndefined();
    // The line's own area stands for its end.
    expect(keyboardTarget('ArrowLeft', 'palette:doi', LINE_AREA, line)).toBe('line:title');
    expect(keyboardTarget('ArrowDown', 'palette:doi', LINE_END, line)).toBeUndefined();
  });

  it('goes up to the palette from the line and back down to the element own place', () => {
    expect(keyboardTarget('ArrowUp', 'line:title', 'line:title', line)).toBe(PALETTE_AREA);
    expect(keyboardTarget('ArrowUp', 'palette:doi', LINE_END, line)).toBe(PALETTE_AREA);
    expect(keyboardTarget('ArrowDown', 'line:title', PALETTE_AREA, line)).toBe('line:title');
    expect(keyboardTarget('ArrowDown', 'line:title', undefined, line)).toBe('line:title');
  });

  it('ignores other keys and drags that are not ours', () => {
    expect(keyboardTarget('KeyA', 'line:title', 'line:title', line)).toBeUndefined();
    expect(keyboardTarget('ArrowUp', 'something', 'line:title', line)).toBeUndefined();
  });
});
