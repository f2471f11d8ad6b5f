import { describe, expect, it } from 'vitest';
import { isOneArea } from './one-area.ts';

const order = ['p1', 'p2', 't1', 'p3', 'p4'];

describe('isOneArea', () => {
  it('takes no range or one range as one area', () => {
    expect(isOneArea([], order)).toBe(true);
    expect(isOneArea([{ block: 'p3' }], order)).toBe(true);
  });

  it('takes ranges in consecutive blocks, in any order given, as one drag', () => {
    expect(isOneArea([{ block: 'p2' }, { block: 'p1' }], order)).toBe(true);
  });

  it('refuses ranges with a block between them, two ranges in one block, or a block it does not know', () => {
    expect(isOneArea([{ block: 'p2' }, { block: 'p3' }], order)).toBe(false);
    expect(isOneArea([{ block: 'p1' }, { block: 'p1' }], order)).toBe(false);
    expect(isOneArea([{ block: 'p4' }, { block: 'gone' }], order)).toBe(false);
  });
});
