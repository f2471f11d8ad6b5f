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
    expect(
      read('Lee, K. Tides. Sea, 19-25.', { 'container-title': 'Sea', page: '19-25' }).volume,
    ).toBeUndefined();
    expect(
      read('Lee, K. (1982). Tides. Sea, 1982.', {
        'container-title': 'Sea',
        issued: { 'date-parts': [[1982]] },
      }).volume,
    ).toBeUndefined();
    expect(read('Lee, K. Tides. Sea, 4, 19.', { 'container-title': 'Sea', volume: '4' }).volume).toBe('4');
  });

  it("reads a journal's only number, last in the string, as its volume, not its pages", () => {
    const item = read('McDermott, J. (1982). R1: A configurer. Artificial Intelligence, 19.', {
      'container-title': 'Artificial Intelligence',
      page: '19',
      issued: { 'date-parts': [[1982]] },
    });
    expect(item.volume).toBe('19');
    expect(item.page).toBeUndefined();
    // A book's last number is its page (after "In" or editors, whatever the item's type yet), a year is none.
    for (const source of [
      'Lee, K. Tides. In Sea Atlas, 19.',
      'Lee, K. (2012). Tides. In K. Park (Eds.), Sea Atlas, 19.',
      'Lee, K. Tides. In: Park, K. (Hrsg.), Sea Atlas, 19.',
    ])
      expect(read(source, { 'container-title': 'Sea Atlas', page: '19' }).volume, source).toBeUndefined();
    expect(
      read('Lee J (2019a) Tides. Journal of Robotics, 2019.', { 'container-title': 'Journal of Robotics' })
        .volume,
    ).toBeUndefined();
  });

  it('reads a volume in Roman numerals after the journal', () => {
    const source = 'Newell, A. "Elements of a Theory." Psychological Review, LXV, 1958, pp. 151-166.';
    expect(read(source, { 'container-title': 'Psychological Review', page: '151-166' }).volume).toBe('LXV');
    expect(read('Lee, K. Tides. Sea, CD, 1958.', { 'container-title': 'Sea' }).volume).toBeUndefined();
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
    // Other numbers holding the digit ("107", "1988") are not a second printing of it.
    const twice = read('Mozer, M. (1988). Skeletons. Advances in NIPS (Vol. 1), (pp. 107-115). Denver.', {
      volume: '1',
      issue: '1',
    });
    expect(twice.issue).toBeUndefined();
    expect(read('Lee, K. Tides. Sea 12, no. 12, 3-9.', { volume: '12', issue: '12' }).issue).toBe('12');
    expect(read('Lee, K. Tides. Sea vol 1 Nr1, 3-9.', { volume: '1', issue: '1' }).issue).toBe('1');
  });
});
