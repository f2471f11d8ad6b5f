import type { LayoutMaker } from '../with-layouts.ts';

/** apa.csl's layouts for books, chapters, reports, theses, meetings, web pages, preprints and datasets. */
export const apa7Layouts: LayoutMaker = (part) => {
  const head = [part('author'), part('pubdate')];
  const open = part('title', { suffix: '', spaceAfter: false });
  const stop = part('text', { value: '.' });
  const publisher = part('publisher', { suffix: '.' });
  const givenFirst = {
    invertFirstAuthor: false,
    invertOtherAuthors: false,
    andLastTerm: ', & ',
    contextualAndLast: true,
  };
  const bracketed = (value: string) => part('text', { value, prefix: ' ', spaceAfter: false });
  return {
    book: [
      ...head,
      open,
      // "(T. Calatayud, Eds.; 5th ed.)": editors and edition share one bracket, editors first.
      part('author', {
        element: 'editor',
        ...givenFirst,
        prefix: ' (',
        singularLabel: ', Ed.',
        pluralLabel: ', Eds.',
        suffix: '',
        spaceAfter: false,
      }),
      part('edition', { prefix: '; ', suffix: ' ed.)', spaceAfter: false, ifVariable: 'editor' }),
      part('edition', { prefix: ' (', suffix: ' ed.)', spaceAfter: false, unlessVariable: 'editor' }),
      part('text', { value: ')', spaceAfter: false, ifVariable: 'editor', unlessVariable: 'edition' }),
      stop,
      publisher,
    ],
    chapter: [
      ...head,
      part('title', { suffix: '.' }),
      part('author', {
        element: 'editor',
        prefix: 'In ',
        ...givenFirst,
        singularLabel: ' (Ed.),',
        pluralLabel: ' (Eds.),',
        suffix: '',
      }),
      part('container', { suffix: '', spaceAfter: false }),
      // "(5th ed., pp. 204–225)" or "(pp. 204–225)": the bracket opens with whichever comes first.
      part('text', { value: '(', prefix: ' ', spaceAfter: false, unlessVariable: 'edition' }),
      part('edition', { prefix: ' (', suffix: ' ed.,' }),
      part('page', { prefix: '', keywordsBefore: 'pp. ', suffix: ').' }),
      publisher,
    ],
    report: [
      ...head,
      open,
      part('report-number', {
        prefix: ' (',
        keywordsBefore: 'No. ',
        genreLabel: ' No. ',
        genreTitleCase: true,
        suffix: ')',
        spaceAfter: false,
      }),
      part('genre', { prefix: ' [', suffix: ']', spaceAfter: false, unlessVariable: 'number' }),
      stop,
      publisher,
      part('url'),
    ],
    thesis: [...head, open, part('genre', { prefix: ' [', suffix: ']', spaceAfter: false }), stop, publisher],
    'paper-conference': [
      ...head,
      part('title', { suffix: '.' }),
      part('container', { suffix: ',' }),
      part('page', { prefix: '', suffix: '.' }),
      part('event', { suffix: '.', unlessVariable: 'container-title' }),
      part('doi'),
    ],
    webpage: [
      part('author'),
      part('pubdate', { yearOnly: false, longMonth: true, afterYear: ', ' }),
      part('title', { suffix: '.' }),
      part('container', { suffix: '.' }),
      part('url'),
    ],
    article: [
      ...head,
      open,
      part('genre', { prefix: ' [', suffix: ']', spaceAfter: false }),
      stop,
      publisher,
      part('doi'),
    ],
    dataset: [
      ...head,
      open,
      bracketed('[Dataset]'),
      stop,
      publisher,
      part('doi'),
      part('url', { unlessVariable: 'DOI' }),
    ],
  };
};
