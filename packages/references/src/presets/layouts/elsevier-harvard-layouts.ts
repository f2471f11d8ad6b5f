import type { LayoutMaker } from '../with-layouts.ts';

/** elsevier-harvard.csl's layouts for books, chapters, reports, theses, meetings and web pages. */
export const elsevierHarvardLayouts: LayoutMaker = (part) => {
  const head = [part('author'), part('pubdate')];
  const imprint = [part('publisher', { suffix: ',' }), part('place', { suffix: '.' })];
  const pages = part('page', { keywordsBefore: 'pp. ', suffix: '.' });
  return {
    book: [
      ...head,
      part('title', { suffix: '', spaceAfter: false }),
      part('text', { value: '.', unlessVariable: 'edition' }),
      part('edition', { prefix: ', ', suffix: ' ed.' }),
      ...imprint,
    ],
    chapter: [
      ...head,
      part('title', { suffix: ',' }),
      part('author', {
        element: 'editor',
        prefix: 'in: ',
        singularLabel: ' (Ed.),',
        pluralLabel: ' (Eds.),',
        suffix: '',
      }),
      part('container', { case: 'title', suffix: '.' }),
      part('publisher', { suffix: ',' }),
      part('place', { suffix: ',' }),
      pages,
    ],
    report: [
      ...head,
      part('title', { suffix: '', spaceAfter: false }),
      part('report-number', {
        prefix: ' (',
        keywordsBefore: 'No. ',
        genreLabel: ' No. ',
        suffix: ')',
        spaceAfter: false,
      }),
      // The style's "(genre No. number)" group with a genre alone: "(Working paper)".
      part('genre', { prefix: ' (', suffix: ')', spaceAfter: false, unlessVariable: 'number' }),
      part('text', { value: '.' }),
      ...imprint,
    ],
    thesis: [
      ...head,
      part('title', { suffix: '' }),
      part('genre', { prefix: '(', suffix: ').' }),
      ...imprint,
    ],
    'paper-conference': [
      ...head,
      part('title', { suffix: ',' }),
      part('container', { prefix: 'in: ', suffix: '.' }),
      part('event', { keywordsBefore: 'Presented at the ', suffix: ',' }),
      part('publisher', { suffix: ',' }),
      part('place', { suffix: ',' }),
      pages,
      part('doi'),
    ],
    webpage: [
      ...head,
      part('title', { suffix: '' }),
      part('text', { value: '[WWW Document].' }),
      part('container', { suffix: '.' }),
      part('url', { keywordsBefore: 'URL ' }),
      part('accessed', { numericDate: true, prefix: '(accessed ', suffix: ').' }),
    ],
  };
};
