import type { CitationPreset } from './citation-preset.ts';
import { plosLayouts } from './layouts/plos-layouts.ts';
import { withLayouts } from './with-layouts.ts';

/** PLOS: journal-article layout. */
export const plosPreset: CitationPreset = {
  id: 'plos',
  csl: 'plos.csl',
  template: withLayouts(
    {
      name: 'PLOS',
      elements: [
        {
          element: 'number',
          suffix: '.',
          after: 'space',
        },
        {
          element: 'author',
          // CSL styles print names as the data gives them ("KIDD M" stays in capitals).
          normalizeAuthorName: false,
          delimiter: ' ',
          betweenAuthors: ', ',
          suffix: '.',
          maxDisplayCount: 6,
          skipRule: {
            keepFirst: 6,
            keepLast: false,
          },
          etAlTerm: ', et al',
        },
        {
          element: 'title',
          suffix: '.',
        },
        {
          element: 'journal',
          suffix: '.',
        },
        {
          element: 'pubdate',
          suffix: ';',
          spaceAfter: false,
        },
        {
          // plos.csl prints "13: 117–126": no issue, a space after the colon.
          element: 'volume',
          suffix: ':',
        },
        {
          element: 'page',
          enDash: true,
          suffix: '.',
        },
        {
          element: 'doi',
          keywordsBefore: 'doi:',
        },
      ],
    },
    plosLayouts,
  ),
};
