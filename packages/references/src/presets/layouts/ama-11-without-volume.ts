import type { Part } from '../with-layouts.ts';

/**
 * american-medical-association.csl for articles without a volume: with neither volume nor issue the date is
 * "Published online July 19, 2002" (the term advance-online-publication), then ":pages" when there are some.
 */
export const ama11WithoutVolume = (part: Part) => [
  part('number'),
  part('author'),
  part('title'),
  part('journal'),
  part('pubdate', { ifVariable: 'issue' }),
  part('pubdate', {
    unlessVariable: 'issue',
    keywordsBefore: 'Published online ',
    yearOnly: false,
    longMonth: true,
    invertYearMonth: true,
    suffix: '',
    spaceAfter: false,
  }),
  part('issue'),
  part('page'),
  part('doi'),
];
