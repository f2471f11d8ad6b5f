import { describe, expect, it } from 'vitest';
import { styleSetting } from './style-setting.ts';

describe('styleSetting', () => {
  it('asks compile and export for a preset or a journal by id', () => {
    expect(styleSetting({ kind: 'preset', id: 'apa-7' })).toEqual({ preset: 'apa-7' });
    expect(styleSetting({ kind: 'journal', id: 'the-lancet' })).toEqual({ journal: 'the-lancet' });
  });
});
