import type { CitationPreset } from './citation-preset.ts';
import { scienceLayouts } from './layouts/science-layouts.ts';
import { withLayouts } from './with-layouts.ts';

/** Science: journal-article layout. */
export const sciencePreset: CitationPreset = {
  id: 'science',
  csl: 'science.csl',
  template: withLayouts(
    {
      name: 'Science',
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
          invertFirstAuthor: false,
          invertOtherAuthors: false,
          betweenAuthors: ', ',
          abbreviateRule: {
            period: true,
            space: true,
          },
          maxDisplayCount: 0,
          skipRule: {
            keepFirst: 1,
          },
          etAlTerm: ', et al.',
          suffix: ',',
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
    scienceLayouts,
  ),
};
