import type { CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { meetingNumber } from './meeting-number.ts';

function read(source: string, fields: Partial<CslItem>): CslItem {
  const item: CslItem = { id: '1', type: 'paper-conference', ...fields };
  meetingNumber(source, item);
  return item;
}

describe('meetingNumber', () => {
  it("keeps a meeting's number or year printed against its name in the name", () => {
    expect(
      read('Lee K. Caches. Proc. of ISCA-3, 1995.', { 'container-title': 'Proc. of ISCA', volume: '3' }),
    ).toEqual({
      id: '1',
      type: 'paper-conference',
      'container-title': 'Proc. of ISCA-3',
    });
    expect(
      read('Lee K. Caches. In Proc. of KDD ’13, pages 1–9.', {
        'container-title': 'Proc. of KDD',
        volume: '13',
      })['container-title'],
    ).toBe('Proc. of KDD ’13');
  });

  it("leaves a journal's volume alone", () => {
    expect(
      read('Lee K. Caches. Computing, 13, 1–9.', { 'container-title': 'Computing', volume: '13' }).volume,
    ).toBe('13');
  });
});
