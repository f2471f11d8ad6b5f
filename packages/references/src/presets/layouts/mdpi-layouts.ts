import type { LayoutMaker } from '../with-layouts.ts';

/** multidisciplinary-digital-publishing-institute.csl's layouts for books, chapters, theses, meetings, … */
export const mdpiLayouts: LayoutMaker = (part) => {
  const head = [part('number'), part('author')];
  const year = (suffix: string) => part('pubdate', { bold: false, suffix });
  const pages = part('page', { keywordsBefore: 'pp. ', spaceAfter: true });
  const editors = part('author', {
    element: 'editor',
    betweenAuthors: ', ',
    singularLabel: ', Ed.;',
    pluralLabel: ', Eds.;',
    maxDisplayCount: 0,
  });
  // The style's book group ends with ";", which takes the place of the entry's full stop ("…, 2017;").
  const book = [
    ...head,
    part('title', { italic: true, suffix: ';' }),
    editors,
    part('edition', { label: ' ed.', suffix: ';' }),
    part('publisher', { suffix: ':' }),
    part('place', { suffix: ',' }),
    year(';'),
  ];
  return {
    book,
    report: book,
    chapter: [
      ...head,
      part('title'),
      part('container', { prefix: 'In ', suffix: ';' }),
      editors,
      part('publisher', { suffix: ':' }),
      part('place', { suffix: ',' }),
      year(';'),
      pages,
    ],
    thesis: [
      ...head,
      part('title'),
      part('genre', { suffix: ',' }),
      part('publisher', { suffix: ':' }),
      part('place', { suffix: ',' }),
      year(''),
    ],
    'paper-conference': [
      ...head,
      part('title'),
      // Without proceedings the title's full stop meets the style's "; " ("Title.; 2007").
      part('text', { value: ';', unlessVariable: 'container-title' }),
      part('container', { prefix: 'In Proceedings of the ', suffix: ';' }),
      editors,
      part('publisher', { suffix: ':' }),
      part('place', { suffix: ',' }),
      year(';'),
      pages,
    ],
    webpage: [
      ...head,
      part('title', { suffix: '' }),
      part('url', { keywordsBefore: 'Available online: ' }),
      part('accessed', {
        yearOnly: false,
        dayFirst: true,
        longMonth: true,
        prefix: '(accessed on ',
        suffix: ')',
      }),
    ],
    article: [...head, part('title', { suffix: '' }), year('')],
    dataset: [...head, part('title', { suffix: '' }), year('')],
  };
};
