import type { CitationPreset } from './citation-preset.ts';
import { lancetLayouts } from './layouts/lancet-layouts.ts';
import { withLayouts } from './with-layouts.ts';

/** The Lancet: journal-article layout. */
export const lancetPreset: CitationPreset = {
  id: 'lancet',
  csl: 'the-lancet.csl',
  template: withLayouts(
    {
      name: 'The Lancet',
      elements: [
        {
          element: 'number',
          after: 'space',
        },
        {
          element: 'author',
          // CSL styles print names as the data gives them ("RIVES JD" stays in capitals).
          normalizeAuthorName: false,
          delimiter: ' ',
          betweenAuthors: ', ',
          suffix: '.',
          maxDisplayCount: 6,
          skipRule: {
            keepFirst: 3,
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
          italic: true,
        },
        {
          element: 'pubdate',
          suffix: ';',
        },
        {
          element: 'volume',
          suffix: ':',
        },
        {
          element: 'page',
          format: 'abbreviated',
          enDash: true,
          suffix: '.',
        },
      ],
    },
    lancetLayouts,
  ),
};
