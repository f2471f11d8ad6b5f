import type { CitationPreset } from './citation-preset.ts';
import { ama11Layouts } from './layouts/ama-11-layouts.ts';
import { withLayouts } from './with-layouts.ts';

/** AMA 11th edition: journal-article layout. */
export const ama11Preset: CitationPreset = {
  id: 'ama-11',
  csl: 'american-medical-association.csl',
  template: withLayouts(
    {
      name: 'AMA 11th edition',
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
          delimiter: ' ',
          betweenAuthors: ', ',
          // "Hsu AL" for Hsu, An-Lin: the CSL style initialises without the hyphen (initialize-with-hyphen="false").
          abbreviateRule: { period: false, space: false, keepHyphen: false },
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
          element: 'issue',
          spaceAfter: false,
        },
        {
          element: 'page',
          prefix: ':',
          format: 'full-range',
          suffix: '.',
        },
        {
          element: 'doi',
          keywordsBefore: 'doi:',
        },
      ],
    },
    ama11Layouts,
  ),
};
