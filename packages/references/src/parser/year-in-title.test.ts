import type { CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { yearInTitle } from './year-in-title.ts';

function read(fields: Partial<CslItem>): CslItem {
  const item: CslItem = { id: '1', type: 'book', confidence: {}, ...fields };
  yearInTitle(item);
  return item;
}

describe('yearInTitle', () => {
  it("reads the date of an undated item from its title's head or its end after a comma", () => {
    expect(read({ title: '2013 Salt Marshes of the North' })).toMatchObject({
      title: 'Salt Marshes of the North',
      issued: { 'date-parts': [[2013]] },
    });
    expect(read({ title: 'Salt Marshes, 1976' })).toMatchObject({
      title: 'Salt Marshes',
      issued: { 'date-parts': [[1976]] },
    });
  });

  it('leaves a year that is part of the title, and dated items, alone', () => {
    expect(read({ title: 'Annual Report 2012' }).issued).toBeUndefined();
    expect(read({ title: 'Salt Marshes, 1976', issued: { 'date-parts': [[1980]] } }).title).toBe(
      'Salt Marshes, 1976',
    );
  });
});
