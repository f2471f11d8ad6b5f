import type { CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { letterPrefixedVolume } from './letter-volume.ts';

function read(source: string, fields: Partial<CslItem>): CslItem {
  const item: CslItem = { id: '1', type: 'article-journal', ...fields };
  letterPrefixedVolume(source, item);
  return item;
}

describe('letterPrefixedVolume', () => {
  it("moves a series letter printed against the volume's number into the volume", () => {
    expect(
      read('Lu, K. Waves. J. Acoust. Res. B12 (2001) 33.', {
        'container-title': 'J. Acoust. Res. B',
        volume: '12',
      }),
    ).toMatchObject({ 'container-title': 'J. Acoust. Res.', volume: 'B12' });
  });

  it("keeps a letter printed apart: it is the journal's", () => {
    expect(
      read('Lu, K. Waves. Phys. Rev. B 12, 33 (2001).', { 'container-title': 'Phys. Rev. B', volume: '12' }),
    ).toMatchObject({ 'container-title': 'Phys. Rev. B', volume: '12' });
  });
});
