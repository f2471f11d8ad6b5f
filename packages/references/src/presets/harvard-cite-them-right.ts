import type { CitationPreset } from './citation-preset.ts';
import { harvardCiteThemRightLayouts } from './layouts/harvard-cite-them-right-layouts.ts';
import { withLayouts } from './with-layouts.ts';

/** Harvard (Cite Them Right): journal-article layout. */
export const harvardCiteThemRightPreset: CitationPreset = {
  id: 'harvard-cite-them-right',
  csl: 'harvard-cite-them-right.csl',
  template: withLayouts(
    {
      name: 'Harvard (Cite Them Right)',
      elements: [
        {
          element: 'author',
          // CSL styles print names as the data gives them ("KIDD M" stays in capitals).
          normalizeAuthorName: false,
          // An author-date style: authors who would print alike get full given names ("Kim, Jaekwang").
          disambiguateGivenNames: true,
          delimiter: ', ',
          betweenAuthors: ', ',
          andLastTerm: ' and ',
          abbreviateRule: {
            period: true,
          },
          maxDisplayCount: 3,
          skipRule: {
            keepFirst: 1,
          },
          etAlTerm: ' et al.',
        },
        {
          element: 'pubdate',
          parentheses: true,
        },
        {
          element: 'title',
          flipInnerQuotes: true,
          // quotes="true" with the style's (en-US) locale: double quotes, the comma inside them.
          prefix: '“',
          suffix: ',”',
        },
        {
          element: 'journal',
          useAbbreviation: false,
          italic: true,
          spaceAfter: false,
        },
        {
          // ", 13(2), pp. 117–126": each part brings its own comma, so a missing volume leaves none doubled.
          element: 'volume',
          prefix: ', ',
          spaceAfter: false,
        },
        {
          element: 'issue',
          enDash: true,
          spaceAfter: false,
        },
        {
          // ", pp. 117–126" after the volume or issue, whichever the item has.
          element: 'page',
          prefix: ', ',
          keywordsBefore: 'pp. ',
          singlePageKeyword: 'p. ',
          enDash: true,
          suffix: '.',
        },
        {
          element: 'doi',
          keywordsBefore: 'Available at: https://doi.org/',
        },
      ],
      end: '.',
    },
    harvardCiteThemRightLayouts,
  ),
};
