import type { LayoutMaker } from '../with-layouts.ts';

/** harvard-cite-them-right.csl's layouts for books, chapters, reports, theses, meetings, web pages, … */
export const harvardCiteThemRightLayouts: LayoutMaker = (part) => {
  const head = [part('author'), part('pubdate')];
  const plainTitle = (suffix: string) => part('title', { prefix: '', suffix, flipInnerQuotes: false });
  const publication = [part('place', { suffix: ':' }), part('publisher', { suffix: '.' })];
  const available = part('url', { keywordsBefore: 'Available at: ' });
  const accessed = part('accessed', {
    yearOnly: false,
    longMonth: true,
    invertYearMonth: true,
    prefix: '(Accessed: ',
    suffix: ')',
  });
  const givenFirst = {
    invertFirstAuthor: false,
    invertOtherAuthors: false,
    maxDisplayCount: 0,
    andLastTerm: ', and ',
    contextualAndLast: true,
  };
  const edition = part('edition', { suffix: ' ed.' });
  const quotedStop = part('title', { suffix: '.”' });
  return {
    book: [
      ...head,
      plainTitle('.'),
      // The style's book: "5th ed. Edited by …", the edition first.
      edition,
      part('author', {
        element: 'editor',
        ...givenFirst,
        prefix: 'Edited by ',
        singularLabel: '',
        pluralLabel: '',
        suffix: '.',
      }),
      ...publication,
    ],
    chapter: [
      ...head,
      part('title'),
      part('author', {
        element: 'editor',
        prefix: 'in ',
        ...givenFirst,
        singularLabel: ' (ed.)',
        pluralLabel: ' (eds.)',
      }),
      part('container', { suffix: '.' }),
      edition,
      part('place', { suffix: ':' }),
      part('publisher', { suffix: ',' }),
      part('page', { prefix: '' }),
    ],
    report: [
      ...head,
      plainTitle('.'),
      part('genre', { suffix: '.', unlessVariable: 'number' }),
      part('report-number', { genreLabel: ' ', suffix: '.' }),
      ...publication,
      available,
      accessed,
    ],
    thesis: [...head, plainTitle('.'), part('genre', { suffix: '.' }), part('publisher', { suffix: '.' })],
    'paper-conference': [
      ...head,
      // “…,” before a proceedings title, “….” before the meeting alone.
      part('title', { suffix: '', spaceAfter: false }),
      part('text', { value: ',”', ifVariable: 'container-title' }),
      part('text', { value: '.”', unlessVariable: 'container-title' }),
      part('container', { suffix: '.' }),
      part('event', { suffix: ',' }),
      part('place', { suffix: ':' }),
      part('publisher', { suffix: ',' }),
      part('page', { prefix: '' }),
      part('doi'),
    ],
    webpage: [...head, plainTitle(','), part('container', { suffix: '.' }), available, accessed],
    article: [...head, quotedStop, part('publisher', { suffix: '.' }), part('doi')],
    dataset: [...head, quotedStop, part('publisher', { suffix: '.' }), part('doi')],
  };
};
