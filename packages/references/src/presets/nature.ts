import type { CitationPreset } from './citation-preset.ts';
import { natureLayouts } from './layouts/nature-layouts.ts';
import { withLayouts } from './with-layouts.ts';

/** Nature: journal-article layout. */
export const naturePreset: CitationPreset = {
  id: 'nature',
  csl: 'nature.csl',
  template: withLayouts(
    {
      name: 'Nature',
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
          andLastTerm: ' & ',
          abbreviateRule: {
            period: true,
            space: true,
          },
          maxDisplayCount: 5,
          skipRule: {
            keepFirst: 1,
          },
          etAlTerm: ' et al.',
          suffix: '.',
        },
        {
          element: 'title',
          suffix: '.',
        },
        {
          element: 'journal',
          italic: true,
          dotAfterAbbreviations: true,
        },
        {
          element: 'volume',
          bold: true,
          suffix: ',',
        },
        {
          element: 'page',
          enDash: true,
        },
        {
          element: 'pubdate',
          parentheses: true,
        },
      ],
      end: '.',
    },
    natureLayouts,
  ),
};
