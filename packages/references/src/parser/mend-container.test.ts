import type { CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { mendContainer } from './mend-container.ts';

function mended(source: string, fields: Partial<CslItem>): CslItem {
  const item: CslItem = { id: '1', type: 'article-journal', confidence: {}, ...fields };
  mendContainer(source, item);
  return item;
}

describe('mendContainer', () => {
  it("reads a container without a title or pages as a book's title", () => {
    const book = mended('Huang, X., Spoken language processing, Vol. 15, Prentice Hall, 2001.', {
      'container-title': 'Spoken language processing',
      volume: '15',
    });
    expect(book.title).toBe('Spoken language processing');
    expect(book['container-title']).toBeUndefined();
    const journal = mended('Komatsu E. et al. 2001, PASJ, 53, 57', {
      'container-title': 'PASJ',
      volume: '53',
      page: '57',
    });
    expect(journal['container-title']).toBe('PASJ');
  });

  it("reads a place before its publisher's colon as the place", () => {
    const book = mended('———. Point Counter Point. Garden City, N.Y.: Doubleday, Doran, 1928.', {
      title: 'Point Counter Point',
      'container-title': 'Garden City, N.Y',
      publisher: 'Doubleday, Doran',
    });
    expect(book['publisher-place']).toBe('Garden City, N.Y');
    expect(book['container-title']).toBeUndefined();
  });

  it('takes a report or patent genre out of the container', () => {
    const report = mended('“Coupling,” Tech. Rep. 18 (2013).', {
      title: 'Coupling',
      'container-title': 'Tech. Rep',
    });
    expect(report['container-title']).toBeUndefined();
    expect(report.genre).toBe('Tech. Rep');
    expect(
      mended('Raab F. Locator. US Patent 3,712,959.', { title: 'Locator', 'container-title': 'US Patent' })
        .genre,
    ).toBe('US Patent');
  });

  it('reads a roman volume printed after the journal', () => {
    expect(
      mended('“Planning.” Harvard Business Review, XLIII (1965)', {
        title: 'Planning',
        'container-title': 'Harvard Business Review, XLIII',
      }),
    ).toMatchObject({ 'container-title': 'Harvard Business Review', volume: 'XLIII' });
  });

  it('gives a meeting its number back after the hyphen', () => {
    const item = mended('Proceedings of IJCAI-89, 1273-1278.', {
      title: 'Actions',
      'container-title': 'Proceedings of IJCAI-',
      volume: '89',
    });
    expect(item['container-title']).toBe('Proceedings of IJCAI-89');
    expect(item.volume).toBeUndefined();
  });

  it('trims a year before the container, a part number of the title and a captioned volume after it', () => {
    expect(
      mended('x', { title: 'A', 'container-title': '1997. Computational Optimization and Applications' }),
    ).toMatchObject({
      'container-title': 'Computational Optimization and Applications',
      issued: { 'date-parts': [[1997]] },
    });
    expect(mended('x', { title: 'Operators', 'container-title': 'II. Acta Mathematica' })).toMatchObject({
      title: 'Operators. II',
      'container-title': 'Acta Mathematica',
    });
    expect(
      mended('x', {
        title: 'A',
        page: '1-2',
        'container-title': 'Handbook of labor economics (Vol. 3, Part A',
      }),
    ).toMatchObject({ 'container-title': 'Handbook of labor economics', volume: '3' });
  });

  it('reads an edited book or a book with its publisher as the title, not a chapter cited by its book', () => {
    const edited = mended('Smith, Ann, ed. The Walker. Leeds: Northway, 2001.', {
      editor: [{ family: 'Smith', given: 'Ann' }],
      'container-title': 'The Walker',
      publisher: 'Northway',
    });
    expect(edited).toMatchObject({ title: 'The Walker' });
    expect(edited['container-title']).toBeUndefined();
    const published = mended('Lee, K., Graphs: Theory and Practice, pp. 10-12, Harbor Press, 1999.', {
      author: [{ family: 'Lee', given: 'K.' }],
      'container-title': 'Graphs: Theory and Practice',
      page: '10-12',
      publisher: 'Harbor Press',
    });
    expect(published.title).toBe('Graphs: Theory and Practice');
    const chapter = mended('Rossi P., 2004, in ‘Radio Halos of Clusters’, eds. Bianchi L., Kluwer, p. 12', {
      author: [{ family: 'Rossi', given: 'P.' }],
      'container-title': 'Radio Halos of Clusters',
      publisher: 'Kluwer',
      page: '12',
    });
    expect(chapter).toMatchObject({ 'container-title': 'Radio Halos of Clusters' });
    expect(chapter.title).toBeUndefined();
  });

  it("keeps a meeting's year in its name when the string has another date", () => {
    const meeting = mended('x', {
      title: 'A',
      issued: { 'date-parts': [[2011, 5]] },
      'container-title': '2011 IEEE Symposium on Robots',
    });
    expect(meeting['container-title']).toBe('2011 IEEE Symposium on Robots');
    const bare = mended('x', { title: 'A', 'container-title': '2012 Journal of Soils' });
    expect(bare).toMatchObject({ 'container-title': 'Journal of Soils', issued: { 'date-parts': [[2012]] } });
  });

  it('leaves journals alone', () => {
    const item = mended('Nature, 12, 3', { title: 'A', 'container-title': 'Nature', volume: '12' });
    expect(item).toMatchObject({ 'container-title': 'Nature', volume: '12' });
  });
});
