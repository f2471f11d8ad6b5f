import { describe, expect, it } from 'vitest';
import { headingShaped } from './heading-shaped.ts';

const PROSE =
  'During lockdowns, prescribing sank to 11% of the levels before the pandemic, while other methods fell by less than half over the same months.';

describe('headingShaped', () => {
  it('takes a short capitalised line with no sentence punctuation over prose', () => {
    expect(headingShaped('Implant', PROSE)).toBe(true);
    expect(headingShaped('IUD & IUS', PROSE)).toBe(true);
    expect(headingShaped('Long-acting reversible contraception', PROSE)).toBe(true);
  });

  it('refuses sentences, lower-case fragments, long lines and lines over another short line', () => {
    expect(headingShaped('Fell to 10.02% during lockdown.', PROSE)).toBe(false);
    expect(headingShaped('where y is the height', PROSE)).toBe(false);
    expect(
      headingShaped('Prescribing of every method of contraception in Scotland fell sharply', PROSE),
    ).toBe(false);
    expect(headingShaped('Implant', 'Injection')).toBe(false);
    expect(headingShaped('Implant', undefined)).toBe(false);
  });
});
