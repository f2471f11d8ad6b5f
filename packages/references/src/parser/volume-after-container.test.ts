import type { CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { volumeAfterContainer } from './volume-after-container.ts';

function read(source: string, fields: Partial<CslItem>): CslItem {
  const item: CslItem = { id: '1', type: 'article-journal', ...fields };
  volumeAfterContainer(source, item);
  return item;
}

describe('volumeAfterContainer', () => {
  it('reads the number just after the journal, before the pages or a date, as the volume', () => {
    expect(
      read('Lee, K. Tides. Sea 59, pp 433–460 (1950)', { 'container-title': 'Sea', page: '433-460' }).volume,
    ).toBe('59');
    expect(
      read('Lee, K. Tides. Week 113 21 July 1986: 71-72.', { 'container-title': 'Week', page: '71-72' })
        .volume,
    ).toBe('113');
  });

  it('reads no year, no first page and no second volume', () => {
    const dated = read('Lee, K. Tides. Sea, 2006, 12.', {
      'container-title': 'Sea',
      issued: { 'date-parts': [[2006]] },
    });
    expect(dated.volume).toBeUndefined();
    expect(read('Lee, K. Tides. Sea, 19.', { 'container-title': 'Sea', page: '19' }).volume).toBeUndefined();
    expect(read('Lee, K. Tides. Sea, 4, 19.', { 'container-title': 'Sea', volume: '4' }).volume).toBe('4');
  });

  it("takes a magazine's volume or day out of its name before the date", () => {
    expect(
      read('Lee, K. Tides. Week 113 21 July 1986: 71-72.', { 'container-title': 'Week 113' }),
    ).toMatchObject({
      'container-title': 'Week',
      volume: '113',
    });
    const day = read('Lee, K. Tides. City Weekly 15 Feb. 1993: 48-51.', {
      'container-title': 'City Weekly 15',
    });
    expect(day['container-title']).toBe('City Weekly');
    expect(day.volume).toBeUndefined();
    expect(
      read('Lee, K. Tides. Studies 2, 1915, 1-9.', { 'container-title': 'Studies 2' })['container-title'],
    ).toBe('Studies 2');
  });

  it('drops an issue that repeats the volume from one printed number', () => {
    const item = read('Lee, K. Tides. In Sea Atlas (Vol. 1, pp. 2-9).', { volume: '1', issue: '1' });
    expect(item).toMatchObject({ volume: '1' });
    expect(item.issue).toBeUndefined();
  });
});
