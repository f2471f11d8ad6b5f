import type { CitationPreset } from './citation-preset.ts';
import { bmjLayouts } from './layouts/bmj-layouts.ts';
import { withLayouts } from './with-layouts.ts';

/** BMJ: journal-article layout. */
export const bmjPreset: CitationPreset = {
  id: 'bmj',
  csl: 'bmj.csl',
  template: withLayouts(
    {
      name: 'BMJ',
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
          maxDisplayCount: 3,
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
          suffix: '.',
        },
        {
          element: 'pubdate',
          suffix: ';',
          spaceAfter: false,
        },
        {
          element: 'volume',
          spaceAfter: false,
        },
        {
          element: 'page',
          prefix: ':',
          format: 'abbreviated',
          enDash: true,
          suffix: '.',
        },
        {
          element: 'doi',
          keywordsBefore: 'doi: ',
        },
      ],
    },
    bmjLayouts,
  ),
};
