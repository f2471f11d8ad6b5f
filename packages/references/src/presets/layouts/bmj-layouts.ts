import { ARTICLE_WITHOUT_VOLUME } from '@galley/contracts';
import type { LayoutMaker } from '../with-layouts.ts';
import { bmjWithoutVolume } from './bmj-without-volume.ts';

/** bmj.csl's layouts for books, chapters, reports, meetings, web pages, preprints and datasets. */
export const bmjLayouts: LayoutMaker = (part) => {
  const head = [part('number'), part('author'), part('title')];
  const imprint = [part('place', { suffix: ':' }), part('publisher', { suffix: '' })];
  const year = (suffix: string) => part('pubdate', { yearOnly: true, suffix, spaceAfter: suffix !== ':' });
  return {
    book: [...head, part('edition', { suffix: ' ed.' }), ...imprint, year('.')],
    chapter: [
      ...head,
      part('author', {
        element: 'editor',
        prefix: 'In: ',
        singularLabel: ', ed.',
        pluralLabel: ', eds.',
        suffix: '.',
      }),
      part('container', { suffix: '.' }),
      ...imprint,
      year(':'),
      part('page', { prefix: '' }),
    ],
    report: [...head, ...imprint, year('.')],
    'paper-conference': [
      ...head,
      part('container', { suffix: '.' }),
      ...imprint,
      year(':'),
      part('page', { prefix: '' }),
    ],
    webpage: [
      ...head,
      part('container', { suffix: '.' }),
      year('.'),
      part('url'),
      part('accessed', {
        yearOnly: false,
        longMonth: true,
        dayFirst: true,
        prefix: '(accessed ',
        suffix: ')',
      }),
    ],
    article: [...head, year('.')],
    dataset: [...head, year('.')],
    [ARTICLE_WITHOUT_VOLUME]: bmjWithoutVolume(part),
  };
};
