import type { LayoutMaker } from '../with-layouts.ts';

/** ieee.csl's layouts for books, chapters, reports, theses, meetings, web pages, preprints and datasets. */
export const ieeeLayouts: LayoutMaker = (part) => {
  const head = [part('number'), part('author')];
  const year = (suffix: string) => part('pubdate', { yearOnly: true, suffix });
  const online = [
    part('accessed', {
      yearOnly: false,
      invertYearMonth: true,
      monthPeriod: true,
      twoDigitDay: true,
      keywordsBefore: 'Accessed: ',
      suffix: '.',
    }),
    part('text', { value: '[Online]. Available:', ifVariable: 'URL' }),
    part('url', { noEndMark: true }),
  ];
  const editors = part('author', {
    element: 'editor',
    maxDisplayCount: 0,
    andLastTerm: ', and ',
    contextualAndLast: true,
    singularLabel: ', Ed.',
    pluralLabel: ', Eds.',
    suffix: ',',
  });
  return {
    book: [
      ...head,
      part('title', { prefix: '', suffix: '', italic: true, spaceAfter: false }),
      part('edition', { prefix: ', ', suffix: ' ed', spaceAfter: false }),
      part('text', { value: '.' }),
      part('place', { suffix: ':' }),
      part('publisher', { suffix: ',' }),
      year(''),
    ],
    chapter: [
      ...head,
      part('title'),
      part('container', { prefix: 'in ', suffix: ',', italic: true }),
      part('edition', { suffix: ' ed.,' }),
      editors,
      part('place', { suffix: ':' }),
      part('publisher', { suffix: ',' }),
      year(','),
      part('page', { suffix: '' }),
    ],
    report: [
      ...head,
      part('title'),
      part('publisher', { suffix: ',' }),
      part('place', { suffix: ',' }),
      part('genre', { suffix: ',', unlessVariable: 'number' }),
      part('report-number', { genreLabel: ' ', suffix: ',' }),
      year('.'),
      ...online,
    ],
    thesis: [
      ...head,
      part('title'),
      part('genre', { suffix: ',' }),
      part('publisher', { suffix: ',' }),
      part('place', { suffix: ',' }),
      year(''),
    ],
    'paper-conference': [
      ...head,
      part('title'),
      part('container', { prefix: 'in ', suffix: ',', italic: true }),
      part('event', { keywordsBefore: 'presented at the ', suffix: ',', unlessVariable: 'container-title' }),
      part('place', { suffix: ':' }),
      part('publisher', { suffix: ',' }),
      year(','),
      part('page', { suffix: '.' }),
      part('doi', { prefix: '' }),
    ],
    webpage: [...head, part('title'), part('container', { suffix: '.' }), ...online],
    article: [
      ...head,
      part('title'),
      part('pubdate', { withDay: true, twoDigitDay: true, suffix: ',' }),
      part('publisher', { suffix: '.' }),
      part('doi', { prefix: '' }),
    ],
    dataset: [
      ...head,
      part('title', { suffix: '.”' }),
      part('publisher', { suffix: ',' }),
      year('.'),
      part('doi', { prefix: '' }),
    ],
  };
};
