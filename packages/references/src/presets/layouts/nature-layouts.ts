import { ARTICLE_WITHOUT_VOLUME } from '@galley/contracts';
import type { LayoutMaker } from '../with-layouts.ts';
import { natureWithoutVolume } from './nature-without-volume.ts';

/** nature.csl's layouts for books, chapters, reports, theses, meetings, web pages, preprints and datasets. */
export const natureLayouts: LayoutMaker = (part) => {
  const head = [part('number'), part('author')];
  // "(EMBO Press, Stuttgart, 2017)" or "(2004)": the bracket holds publisher, place and year.
  const imprint = [
    part('text', { value: '(', spaceAfter: false }),
    part('publisher', { suffix: ',' }),
    part('place', { suffix: ',' }),
    part('pubdate', { parentheses: false, suffix: ')', spaceAfter: false }),
  ];
  const inBook = part('container', { prefix: 'in ', italic: true });
  const year = part('pubdate');
  return {
    book: [...head, part('title', { case: 'title' }), ...imprint],
    chapter: [
      ...head,
      part('title'),
      inBook,
      part('author', {
        element: 'editor',
        prefix: '(',
        labelBefore: true,
        singularLabel: 'ed. ',
        pluralLabel: 'eds. ',
        maxDisplayCount: 0,
        suffix: ')',
      }),
      part('page', { suffix: '' }),
      ...imprint,
    ],
    report: [...head, part('title', { case: 'title' }), part('url'), year],
    thesis: [...head, part('title'), ...imprint],
    // The style prints "in" even without a proceedings title ("in (2025).").
    'paper-conference': [
      ...head,
      part('title'),
      part('text', { value: 'in' }),
      part('container', { italic: true }),
      part('page', { suffix: '' }),
      ...imprint,
      part('text', { value: '.', ifVariable: 'DOI', spaceAfter: true }),
      part('doi', { prefix: '', keywordsBefore: 'doi:' }),
    ],
    webpage: [...head, part('title'), part('container'), part('url'), year],
    article: [
      ...head,
      part('title'),
      part('text', { value: 'Preprint at' }),
      part('doi', { keywordsBefore: 'https://doi.org/' }),
      year,
    ],
    dataset: [
      ...head,
      part('title'),
      part('publisher'),
      part('doi', { keywordsBefore: 'https://doi.org/' }),
      year,
    ],
    [ARTICLE_WITHOUT_VOLUME]: natureWithoutVolume(part),
  };
};
