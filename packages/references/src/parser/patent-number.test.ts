import type { CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { patentNumber } from './patent-number.ts';

describe('patentNumber', () => {
  it("reads a patent's number and drops the volume and pages the tagger split it into", () => {
    const item: CslItem = { id: '1', type: 'article-journal', genre: 'US Patent', volume: '3', page: '712' };
    patentNumber('Lee, K. “Tidal gauge,” Jan. 3 1971, US Patent 3,712,959.', item);
    expect(item).toMatchObject({ number: '3712959' });
    expect(item.volume).toBeUndefined();
    expect(item.page).toBeUndefined();
  });

  it('leaves other genres alone', () => {
    const item: CslItem = { id: '1', type: 'report', genre: 'Technical report', volume: '3' };
    patentNumber('Lee, K. Tides. Technical report 3, Patent Office.', item);
    expect(item.volume).toBe('3');
  });
});
