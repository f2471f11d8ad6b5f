import type { CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { readCaptionedIssue } from './captioned-issue.ts';

function read(source: string, fields: Partial<CslItem>): CslItem {
  const item: CslItem = { id: '1', type: 'article-journal', ...fields };
  readCaptionedIssue(source, item);
  return item;
}

describe('readCaptionedIssue', () => {
  it('reads an issue printed with its caption just after the journal', () => {
    expect(
      read('Maier, K.: Wege. In: Schule heute. 7. Jg. (2001), Heft 2, S. 3-9.', {
        'container-title': 'Schule heute',
        volume: '7',
      }).issue,
    ).toBe('2');
    expect(read('Nowak J.: Akcje. „Rynek" 1999, nr 12.', { 'container-title': 'Rynek' }).issue).toBe('12');
  });

  it('moves a captioned issue the tagger took for the volume, when the volume is not printed', () => {
    const item = read('Kowalski J. Analiza rynku pracy. Ekonomista 2005, nr 3, s. 45-67.', {
      'container-title': 'Ekonomista',
      volume: '3',
      page: '45-67',
    });
    expect(item.issue).toBe('3');
    expect(item.volume).toBeUndefined();
    const both = read('Lee K. Tides. Sea 12, no. 12, 3-9.', { 'container-title': 'Sea', volume: '12' });
    expect(both).toMatchObject({ volume: '12', issue: '12' });
    const after = read('Lee K. Tides. Marine Science, No. 2, Vol. 2, pp. 45-67.', {
      'container-title': 'Marine Science',
      volume: '2',
    });
    expect(after).toMatchObject({ volume: '2', issue: '2' });
  });

  it('leaves a found issue, a caption before the journal and one far after it alone', () => {
    expect(read('Lee K. Tides. Sea, 4, no. 2.', { 'container-title': 'Sea', issue: '3' }).issue).toBe('3');
    expect(
      read('Lee K. Symphony No. 5. Music Review, 12.', { 'container-title': 'Music Review' }).issue,
    ).toBeUndefined();
    expect(
      read('Lee K. Tides. Sea, 3 116-149, 1995. (See also the Working Note No. 70).', {
        'container-title': 'Sea',
      }).issue,
    ).toBeUndefined();
  });
});
