import type { Part } from '../with-layouts.ts';

/**
 * the-lancet.csl for articles without a volume: the volume's place stays marked ("2020; : 12–15"); with no pages
 * either, "2020; published online July 19. DOI:10.1016/…".
 */
export const lancetWithoutVolume = (part: Part, months: string[]) => [
  part('number'),
  part('author'),
  part('title'),
  part('journal'),
  part('pubdate', { ifVariable: 'page', suffix: '; :' }),
  part('pubdate', { unlessVariable: 'page', suffix: ';' }),
  part('pubdate', {
    unlessVariable: 'page',
    yearOnly: false,
    withYear: false,
    keywordsBefore: 'published online ',
    monthNames: months,
    suffix: '.',
  }),
  part('page'),
  part('doi', { unlessVariable: 'page', keywordsBefore: 'DOI:', suffix: '.' }),
];
