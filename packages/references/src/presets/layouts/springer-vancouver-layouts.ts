import type { LayoutMaker } from '../with-layouts.ts';
import { nlmVancouverLayouts } from './nlm-vancouver-layouts.ts';

/** springer-vancouver-brackets.csl: NLM's layouts, but for meetings, web pages, preprints and datasets. */
export const springerVancouverLayouts: LayoutMaker = (part) => {
  const head = [part('number'), part('author')];
  const year = part('pubdate', { yearOnly: true, suffix: '.', spaceAfter: true });
  const cited = part('accessed', {
    yearOnly: false,
    localeShortMonths: true,
    prefix: ' [cited ',
    suffix: ']',
    spaceAfter: false,
  });
  const online = [
    part('url', { suffix: '.' }),
    part('accessed', {
      yearOnly: false,
      dayFirst: true,
      localeShortMonths: true,
      keywordsBefore: 'Accessed ',
    }),
  ];
  return {
    ...nlmVancouverLayouts(part),
    'paper-conference': [
      ...head,
      part('title', { suffix: '.' }),
      part('container', { suffix: '.' }),
      part('place', { suffix: ':' }),
      part('publisher', { suffix: ';' }),
      year,
      part('page', { prefix: '', keywordsBefore: 'p. ', suffix: '.' }),
      part('doi'),
    ],
    webpage: [
      ...head,
      part('title', { suffix: '', spaceAfter: false }),
      part('text', { value: '[Internet].', prefix: ' ' }),
      part('container', { suffix: '.' }),
      part('pubdate', { yearOnly: true, suffix: '', spaceAfter: false }),
      cited,
      part('text', { value: '.' }),
      ...online,
    ],
    article: [...head, part('title', { suffix: '.' }), part('publisher', { suffix: ';' }), year, part('doi')],
    report: [
      ...head,
      part('title', { suffix: '', spaceAfter: false }),
      part('text', { value: '[Internet]', prefix: ' ', spaceAfter: false, ifVariable: 'URL' }),
      part('text', { value: '.' }),
      part('place', { suffix: ':' }),
      part('publisher', { suffix: ';' }),
      year,
      part('report-number', { keywordsBefore: 'Report No.: ', suffix: '.' }),
      ...online,
    ],
    dataset: [
      ...head,
      part('title', { suffix: '', spaceAfter: false }),
      part('text', { value: '[Internet]', prefix: ' ', spaceAfter: false, ifVariable: 'URL' }),
      part('text', { value: '.' }),
      part('publisher', { suffix: ';' }),
      part('pubdate', { yearOnly: true, suffix: '', spaceAfter: false }),
      cited,
      part('text', { value: '.' }),
      part('doi'),
    ],
  };
};
