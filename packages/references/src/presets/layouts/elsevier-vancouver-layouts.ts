import type { LayoutMaker } from '../with-layouts.ts';

/** elsevier-vancouver.csl: books, chapters, theses, meetings, web pages, … */
export const elsevierVancouverLayouts: LayoutMaker = (part) => {
  const head = [part('number'), part('author')];
  const year = (suffix: string) => part('pubdate', { yearOnly: true, suffix, spaceAfter: true });
  const pages = part('page', { prefix: '', keywordsBefore: 'p. ', suffix: '.' });
  // The style prints places in title case ("Frankfurt Am Main", "S.l").
  const place = part('place', { suffix: ':', case: 'title', capitalizeFirst: true });
  const imprint = [place, part('publisher', { suffix: ';' })];
  return {
    book: [
      ...head,
      part('title', { suffix: '.' }),
      part('edition', { suffix: ' ed.' }),
      ...imprint,
      year('.'),
    ],
    report: [...head, part('title', { suffix: '.' }), ...imprint, year('.')],
    chapter: [
      ...head,
      part('title', { suffix: '.' }),
      part('author', { element: 'editor', prefix: 'In: ', suffix: '.' }),
      part('container', { suffix: '', spaceAfter: false }),
      part('text', { value: ',', unlessVariable: 'edition' }),
      part('edition', { prefix: '. ', suffix: ' ed.,' }),
      ...imprint,
      year(','),
      pages,
    ],
    thesis: [
      ...head,
      part('title', { suffix: '.' }),
      part('genre', { suffix: '.' }),
      part('publisher', { suffix: ',' }),
      year('.'),
    ],
    'paper-conference': [
      ...head,
      part('title', { suffix: '', spaceAfter: false }),
      part('text', { value: '.', ifVariable: 'container-title' }),
      part('text', { value: ',', unlessVariable: 'container-title' }),
      part('container', { suffix: ',' }),
      place,
      part('publisher', { suffix: ';' }),
      year(','),
      pages,
      part('doi'),
    ],
    webpage: [
      ...head,
      part('title', { suffix: '.' }),
      // A web site's name is the style's short container title: title case, no full stops ("GOVUK").
      part('container', { case: 'title', stripPeriods: true }),
      year('.'),
      part('url'),
      part('accessed', {
        yearOnly: false,
        longMonth: true,
        invertYearMonth: true,
        prefix: '(accessed ',
        suffix: ')',
      }),
    ],
    article: [...head, part('title', { suffix: '' }), year('.'), part('doi')],
    dataset: [...head, part('title', { suffix: '' }), year('.'), part('doi')],
  };
};
