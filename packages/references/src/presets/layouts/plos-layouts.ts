import type { LayoutMaker } from '../with-layouts.ts';

/** plos.csl's layouts for books, chapters, reports, theses, meetings, web pages, preprints and datasets. */
export const plosLayouts: LayoutMaker = (part) => {
  const head = [part('number'), part('author'), part('title')];
  const imprint = [part('place', { suffix: ':' }), part('publisher', { suffix: ';' })];
  const year = part('pubdate', { yearOnly: true, suffix: '.', spaceAfter: true });
  const edition = part('edition', { suffix: ' ed.' });
  const pages = part('page', { keywordsBefore: 'pp. ', suffix: '.' });
  return {
    book: [...head, edition, part('author', { element: 'editor', suffix: '.' }), ...imprint, year],
    chapter: [
      // The style prints a chapter's edition twice, after each title: kept, to print as it does.
      ...head,
      edition,
      part('author', { element: 'editor', prefix: 'In: ', suffix: '.' }),
      part('container', { suffix: '.' }),
      edition,
      ...imprint,
      year,
      pages,
    ],
    report: [
      ...head,
      ...imprint,
      year,
      part('report-number', { keywordsBefore: 'Report No.: ', suffix: '.' }),
      part('url', { keywordsBefore: 'Available: ' }),
    ],
    thesis: [...head, part('genre', { suffix: ',' }), part('publisher', { suffix: '.' }), year],
    'paper-conference': [...head, part('container', { suffix: '.' }), ...imprint, year, pages, part('doi')],
    webpage: [
      ...head,
      part('container', { prefix: 'In: ', suffix: '' }),
      part('text', { value: '[Internet].' }),
      part('pubdate', {
        yearOnly: false,
        dayFirst: true,
        localeShortMonths: true,
        suffix: '',
        spaceAfter: true,
      }),
      part('accessed', {
        yearOnly: false,
        dayFirst: true,
        localeShortMonths: true,
        prefix: '[cited ',
        suffix: '].',
      }),
      part('url', { keywordsBefore: 'Available: ' }),
    ],
    article: [...head, part('publisher', { suffix: ';' }), year, part('doi')],
    dataset: [...head, part('publisher', { suffix: ';' }), year, part('doi')],
  };
};
