import { describe, expect, it } from 'vitest';
import { isContactLine } from './contact-line.ts';

describe('isContactLine', () => {
  it('reads a telephone or fax number, labelled or not, as a contact line', () => {
    for (const line of [
      '+41 31 684 1111',
      'Tel: +41 31 684 1111; Fax: +41 31 684 1112',
      '(031) 684-1111',
      'Phone 555 0100 200',
    ])
      expect(isContactLine(line), line).toBe(true);
  });

  it('leaves years, page ranges and words alone', () => {
    for (const line of [
      '2021',
      '1–12',
      'Word count: 4500',
      'Received 12 March 2021',
      'Tel Aviv University, Israel',
    ])
      expect(isContactLine(line), line).toBe(false);
  });
});
