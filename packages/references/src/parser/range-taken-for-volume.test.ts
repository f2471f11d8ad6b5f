import type { CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { rangeTakenForVolume } from './range-taken-for-volume.ts';

function read(source: string, fields: Partial<CslItem>): CslItem {
  const item: CslItem = { id: '1', type: 'article-journal', ...fields };
  rangeTakenForVolume(source, item);
  return item;
}

describe('rangeTakenForVolume', () => {
  it('reads a volume printed against a higher page with a dash as the range', () => {
    const item = read('Lee, K. Tides. Sea Letters, 985-987.', { volume: '985', page: '987' });
    expect(item.page).toBe('985-987');
    expect(item.volume).toBeUndefined();
  });

  it('leaves a volume and page apart, and numbers inside a DOI, alone', () => {
    expect(read('Lee, K. Tides. Sea Letters 9, 489.', { volume: '9', page: '489' }).volume).toBe('9');
    expect(
      read('Lee, K. Tides. Sea 9, 489. doi:10.1186/1471-2458-9-489', { volume: '9', page: '489' }).volume,
    ).toBe('9');
  });
});
