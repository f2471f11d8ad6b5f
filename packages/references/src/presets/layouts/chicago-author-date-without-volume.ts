import type { Part } from '../with-layouts.ts';

/**
 * chicago-author-date.csl for articles without a volume: ", no. 5 (July): 353–56" with an issue, ", July 19,
 * 353–56" without, and ", ahead of print, July 19." with neither issue nor pages.
 */
export const chicagoAuthorDateWithoutVolume = (part: Part) => {
  const monthDay = { yearOnly: false, longMonth: true, withYear: false };
  return [
    part('author'),
    part('pubdate'),
    part('title'),
    part('journal', { suffix: ',' }),
    part('issue', {
      prefix: '',
      keywordsBefore: 'no. ',
      parentheses: false,
      monthWhenMissing: false,
      spaceAfter: true,
    }),
    part('pubdate', { ...monthDay, ifVariable: 'issue', withDay: false, parentheses: true, suffix: '' }),
    // The term advance-online-publication, for articles with a DOI and neither issue nor pages.
    part('text', { value: 'ahead of print,', unlessVariable: 'issue page', ifVariable: 'DOI' }),
    part('pubdate', { ...monthDay, unlessVariable: 'issue', suffix: '' }),
    // The pages' separator in their prefix and the full stop as text of its own: the part ends the same with or
    // without pages, and the exported CSL style stays small.
    part('page', { ifVariable: 'issue', prefix: ': ', suffix: '' }),
    part('page', { unlessVariable: 'issue', prefix: ', ', suffix: '' }),
    part('text', { value: '.' }),
    part('doi'),
  ];
};
