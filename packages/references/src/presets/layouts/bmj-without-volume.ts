import type { Part } from '../with-layouts.ts';

/**
 * bmj.csl for articles without a volume: with no pages either, an article with a DOI or URL is "Published Online
 * First: 19 July 2002"; one with pages keeps "2002;353–6".
 */
export const bmjWithoutVolume = (part: Part) => [
  part('number'),
  part('author'),
  part('title'),
  part('journal'),
  part('pubdate', { ifVariable: 'page' }),
  part('pubdate', {
    unlessVariable: 'page',
    ifVariable: 'DOI URL',
    keywordsBefore: 'Published Online First: ',
    yearOnly: false,
    longMonth: true,
    dayFirst: true,
    suffix: '',
  }),
  part('pubdate', { unlessVariable: 'page DOI URL', suffix: '' }),
  // The full stop as text of its own: conditional dates that close nothing keep the exported CSL style small.
  part('text', { value: '.', unlessVariable: 'page' }),
  part('page'),
  part('doi'),
];
