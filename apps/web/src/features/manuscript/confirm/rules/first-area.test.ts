import type { HighlightRange } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { firstArea } from './first-area.ts';

const range = (block: string, start: number, end: number): HighlightRange => ({
  step: 'front.title',
  block,
  start,
  end,
});

describe('firstArea', () => {
  it('keeps consecutive paragraphs, stops at a gap or a second piece of one paragraph', () => {
    const order = ['p1', 'p2', 'p3'];
    expect(firstArea([range('p1', 0, 4), range('p2', 0, 4)], order)).toHaveLength(2);
    expect(firstArea([range('p1', 0, 4), range('p3', 0, 4)], order)).toEqual([range('p1', 0, 4)]);
    expect(firstArea([range('p1', 0, 4), range('p1', 9, 12)], order)).toEqual([range('p1', 0, 4)]);
  });
});
