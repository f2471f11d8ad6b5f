import { ARTICLE_WITHOUT_VOLUME } from '@galley/contracts';
import type { LayoutMaker } from '../with-layouts.ts';
import { lancetWithoutVolume } from './lancet-without-volume.ts';

// the-lancet.csl's own month terms: short, but in full up to five letters.
const LANCET_MONTHS = 'Jan Feb March April May June July Aug Sept Oct Nov Dec'.split(' ');

/** the-lancet.csl's layouts for books, chapters, reports, meetings, web pages, preprints and datasets. */
export const lancetLayouts: LayoutMaker = (part) => {
  const head = [part('number'), part('author'), part('title')];
  // "The Prelude, 2nd edn." and "Handbook of X, 3rd edn.": the edition joins the title it follows.
  const edition = [
    part('edition', { prefix: ', ', suffix: ' edn', spaceAfter: false }),
    part('text', { value: '.' }),
  ];
  const titled = [part('number'), part('author'), part('title', { suffix: '', spaceAfter: false })];
  const imprint = [part('place', { suffix: ':' }), part('publisher', { suffix: ',' })];
  const year = (suffix: string) => part('pubdate', { yearOnly: true, suffix });
  const online = part('pubdate', {
    yearOnly: false,
    withYear: false,
    keywordsBefore: 'published online ',
    monthNames: LANCET_MONTHS,
    suffix: '.',
  });
  const doi = part('doi', { keywordsBefore: 'DOI:', suffix: '.' });
  return {
    book: [...titled, ...edition, ...imprint, year('.')],
    chapter: [
      ...head,
      part('author', {
        element: 'editor',
        prefix: 'In: ',
        singularLabel: ', ed.',
        pluralLabel: ', eds.',
        suffix: '.',
      }),
      part('container', { suffix: '', spaceAfter: false }),
      ...edition,
      ...imprint,
      year(':'),
      part('page', { suffix: '.' }),
    ],
    report: [
      ...head,
      ...imprint,
      part('pubdate', { yearOnly: true, suffix: '', spaceAfter: false }),
      part('url', { prefix: ' ', spaceAfter: false }),
      part('accessed', {
        yearOnly: false,
        monthNames: LANCET_MONTHS,
        invertYearMonth: true,
        prefix: ' (accessed ',
        suffix: ')',
        spaceAfter: false,
      }),
      part('text', { value: '.' }),
    ],
    'paper-conference': [
      ...head,
      part('container', { prefix: 'In: ', suffix: '.' }),
      ...imprint,
      year(':'),
      part('page', { suffix: '.' }),
      // The style's access macro: the DOI of a paper without pages.
      { ...doi, unlessVariable: 'page' },
    ],
    webpage: [
      ...head,
      part('container', { suffix: '.' }),
      year(';'),
      online,
      part('url'),
      part('accessed', {
        yearOnly: false,
        monthNames: LANCET_MONTHS,
        invertYearMonth: true,
        prefix: '(accessed ',
        suffix: ').',
      }),
    ],
    article: [...head, year(';'), online, doi],
    dataset: [...head, year('.'), doi],
    [ARTICLE_WITHOUT_VOLUME]: lancetWithoutVolume(part, LANCET_MONTHS),
  };
};
