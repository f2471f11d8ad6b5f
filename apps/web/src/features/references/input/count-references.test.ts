import { describe, expect, it } from 'vitest';
import { countReferences } from './count-references.ts';

const reference = (n: number) =>
  `${n}. Smith J, Jones A. A study of thing number ${n} in adults. N Engl J Med. 2020;382(${n}):100-110.`;

describe('countReferences', () => {
  it('counts a numbered list and nothing in blank text', () => {
    expect(countReferences([1, 2, 3].map(reference).join('\n')).found).toBe(3);
    expect(countReferences('   \n ').found).toBe(0);
  });

  it('reports the count past the 250 limit, not the truncated one', () => {
    const text = Array.from({ length: 260 }, (_, i) => reference(i + 1)).join('\n');
    expect(countReferences(text)).toMatchObject({ found: 260, truncated: true, max: 250 });
  });

  it('gives the lines of duplicated numbers', () => {
    const text = [reference(1), reference(2), reference(2)].join('\n');
    expect(countReferences(text).duplicatedLines).toEqual([3]);
  });

  it('splits by blank lines when asked', () => {
    const text =
      'Smith J. A title of a paper.\nN Engl J Med. 2020;1:1-2.\n\nJones A. Another paper title.\nLancet Oncology. 2019;2:3-4.';
    expect(countReferences(text, 'blank-lines').found).toBe(2);
    expect(countReferences(text, 'lines').found).toBe(4);
  });
});
