import { ARTICLE_WITHOUT_VOLUME } from '@galley/contracts';
import type { LayoutMaker } from '../with-layouts.ts';
import { chicagoAuthorDateWithoutVolume } from './chicago-author-date-without-volume.ts';

/** chicago-author-date.csl's layouts for books, chapters, reports, theses, meetings, web pages, … */
export const chicagoAuthorDateLayouts: LayoutMaker = (part) => {
  const head = [part('author'), part('pubdate')];
  const plainTitle = part('title', { prefix: '', suffix: '.', flipInnerQuotes: false });
  // The style's publisher macro capitalises the first letter ("figshare" → "Figshare").
  const publisher = part('publisher', { suffix: '.', capitalizeFirst: true });
  const monthDay = { yearOnly: false, longMonth: true, withYear: false, suffix: '.' };
  return {
    book: [
      ...head,
      plainTitle,
      part('edition', { suffix: ' ed.' }),
      part('author', {
        element: 'editor',
        prefix: 'Edited by ',
        invertFirstAuthor: false,
        maxDisplayCount: 0,
        contextualAndLast: true,
        singularLabel: '',
        pluralLabel: '',
        suffix: '.',
      }),
      publisher,
    ],
    chapter: [
      ...head,
      part('title'),
      part('container', { prefix: 'In ', case: 'title', suffix: ',' }),
      part('edition', { suffix: ' ed.,' }),
      part('author', {
        element: 'editor',
        prefix: 'edited by ',
        invertFirstAuthor: false,
        maxDisplayCount: 0,
        contextualAndLast: true,
        singularLabel: '',
        pluralLabel: '',
        suffix: '.',
      }),
      publisher,
    ],
    report: [
      ...head,
      plainTitle,
      part('genre', { case: 'title', suffix: '.', unlessVariable: 'number' }),
      part('report-number', {
        keywordsBefore: 'No. ',
        genreLabel: ' No. ',
        genreTitleCase: true,
        suffix: '.',
      }),
      publisher,
      part('url'),
    ],
    thesis: [...head, part('title'), part('genre', { suffix: ',' }), publisher],
    'paper-conference': [
      ...head,
      part('title'),
      part('container', { case: 'title', suffix: ',' }),
      part('page', { prefix: '', suffix: '.' }),
      part('event', {
        keywordsBefore: 'Paper presented at ',
        suffix: '.',
        unlessVariable: 'container-title',
      }),
      part('doi'),
    ],
    webpage: [
      ...head,
      part('title'),
      part('container', { suffix: ',' }),
      part('pubdate', monthDay),
      part('url'),
    ],
    article: [
      ...head,
      part('title'),
      part('text', { value: 'Preprint,', unlessVariable: 'genre' }),
      // The genre's full stop is conditional text: a missing genre must close no part ("Preprint, SSRN").
      part('genre', { suffix: '', spaceAfter: false }),
      part('text', { value: '.', ifVariable: 'genre' }),
      part('publisher', { suffix: ',' }),
      part('pubdate', monthDay),
      part('doi'),
    ],
    dataset: [...head, part('title'), publisher, part('doi')],
    [ARTICLE_WITHOUT_VOLUME]: chicagoAuthorDateWithoutVolume(part),
  };
};
