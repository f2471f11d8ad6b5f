import type { CitationPreset } from './citation-preset.ts';
import { cellLayouts } from './layouts/cell-layouts.ts';
import { withLayouts } from './with-layouts.ts';

/** Cell: journal-article layout. */
export const cellPreset: CitationPreset = {
  id: 'cell',
  csl: 'cell.csl',
  template: withLayouts(
    {
      name: 'Cell',
      elements: [
        {
          element: 'number',
          suffix: '.',
          after: 'space',
        },
        {
          element: 'author',
          // CSL styles print names as the data gives them ("RIVES JD" stays in capitals).
          normalizeAuthorName: false,
          delimiter: ', ',
          betweenAuthors: ', ',
          andLastTerm: ', and ',
          abbreviateRule: {
            period: true,
          },
          maxDisplayCount: 10,
          skipRule: {
            keepFirst: 10,
          },
          etAlTerm: ', et al.',
        },
        {
          element: 'pubdate',
          parentheses: true,
          suffix: '.',
        },
        {
          element: 'title',
          suffix: '.',
        },
        {
          element: 'journal',
          dotAfterAbbreviations: true,
        },
        {
          element: 'volume',
          italic: true,
          suffix: ',',
        },
        {
          element: 'page',
          enDash: true,
          suffix: '.',
        },
        {
          element: 'doi',
          keywordsBefore: 'https://doi.org/',
        },
      ],
      end: '.',
    },
    cellLayouts,
  ),
};
