import type { CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { publisherTakenForContainer } from './publisher-as-container.ts';

function read(source: string, fields: Partial<CslItem>): CslItem {
  const item: CslItem = { id: '1', type: 'article-journal', confidence: {}, title: 'Tides', ...fields };
  publisherTakenForContainer(source, item);
  return item;
}

describe('publisherTakenForContainer', () => {
  it("reads a publisher's name taken for the container of a book as the publisher", () => {
    const book = read('Lee, K. Tides. Harbor Scientific, 2005.', { 'container-title': 'Harbor Scientific' });
    expect(book.publisher).toBe('Harbor Scientific');
    expect(book['container-title']).toBeUndefined();
    const counted = read('Lee, K. Tides. Northway Press, 231 p.', {
      'container-title': 'Northway Press',
      page: '231',
    });
    expect(counted.publisher).toBe('Northway Press');
  });

  it('reads any container of a book with a page count as its publisher', () => {
    const item = read('Lee, K. Tides. Nordbok, 231 p. 1980.', { 'container-title': 'Nordbok', page: '231' });
    expect(item.publisher).toBe('Nordbok');
  });

  it('leaves journals, meetings, chapters, web sites and articles with pages alone', () => {
    const cases: [string, Partial<CslItem>][] = [
      [
        'Lee, K. Tides. Journal of the Marine Association, in press.',
        { 'container-title': 'Journal of the Marine Association' },
      ],
      [
        'Lee, K. Tides. Proc. of the Harbor Institute Workshop, Oslo, 1994.',
        { 'container-title': 'Proc. of the Harbor Institute Workshop' },
      ],
      ['Lee, K. Tides. In Harbor Press Reader, 2001.', { 'container-title': 'Harbor Press Reader' }],
      [
        'Lee, K. Tides. The Text Center. Retrieved from http://x.org',
        { 'container-title': 'The Text Center' },
      ],
      [
        'Lee, K. Tides. Marine Institute Reports, 12-19.',
        { 'container-title': 'Marine Institute Reports', page: '12-19' },
      ],
    ];
    for (const [source, fields] of cases) expect(read(source, fields).publisher).toBeUndefined();
  });
});
