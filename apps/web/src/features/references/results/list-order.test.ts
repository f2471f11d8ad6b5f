import type { CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { alphabeticalOrder, inputOrder } from './list-order.ts';

function reference(index: number, item: Partial<CslItem>) {
  return { index, parsed: { id: String(index), type: 'article-journal', ...item } as CslItem };
}

describe('alphabeticalOrder', () => {
  it('sorts by first author family name, ignoring case and accents', () => {
    const references = [
      reference(1, { author: [{ family: 'zhang', given: 'W' }] }),
      reference(2, { author: [{ family: 'Ávila', given: 'M' }] }),
      reference(3, { author: [{ family: 'Brown', given: 'A' }] }),
    ];
    expect(alphabeticalOrder(references)).toEqual([2, 3, 1]);
  });

  it('falls back to the title when there is no author, and breaks ties by year then title', () => {
    const references = [
      reference(1, { author: [{ family: 'Smith' }], issued: { 'date-parts': [[2021]] }, title: 'B' }),
      reference(2, { title: 'Global burden of disease' }),
      reference(3, { author: [{ family: 'Smith' }], issued: { 'date-parts': [[2019]] }, title: 'Z' }),
      reference(4, { author: [{ literal: 'WHO Expert Committee' }] }),
      reference(5, { author: [{ family: 'Smith' }], issued: { 'date-parts': [[2021]] }, title: 'A' }),
    ];
    expect(alphabeticalOrder(references)).toEqual([2, 3, 5, 1, 4]);
  });

  it('keeps equal references in their input order', () => {
    const same = { author: [{ family: 'Lee' }], title: 'x' };
    expect(alphabeticalOrder([reference(4, same), reference(2, same), reference(9, same)])).toEqual([
      2, 4, 9,
    ]);
  });
});

describe('inputOrder', () => {
  it('restores the entered order whatever order the list is in now', () => {
    expect(inputOrder([{ index: 3 }, { index: 1 }, { index: 2 }])).toEqual([1, 2, 3]);
  });
});
