import type { CitationPreset } from './citation-preset.ts';
import { apa7Layouts } from './layouts/apa-7-layouts.ts';
import { withLayouts } from './with-layouts.ts';

/** APA 7th edition: journal-article layout. */
export const apa7Preset: CitationPreset = {
  id: 'apa-7',
  csl: 'apa.csl',
  template: withLayouts(
    {
      name: 'APA 7th edition',
      elements: [
        {
          element: 'author',
          // CSL styles print names as the data gives them ("RIVES JD" stays in capitals).
          normalizeAuthorName: false,
          delimiter: ', ',
          betweenAuthors: ', ',
          andLastTerm: ', & ',
          abbreviateRule: {
            period: true,
            space: true,
          },
          maxDisplayCount: 20,
          skipRule: {
            keepFirst: 19,
            keepLast: true,
          },
          // "Green, J. F., Jr." and "World Health Organization." before the year; never doubled after "J.".
          suffix: '.',
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
          useAbbreviation: false,
          titleCase: true,
          italic: true,
          suffix: ',',
        },
        {
          element: 'volume',
          italic: true,
          spaceAfter: false,
        },
        {
          element: 'issue',
          spaceAfter: false,
          enDash: true,
        },
        {
          // The comma rides on the pages, so "4, 101–105" stays right when the issue is missing.
          element: 'page',
          prefix: ', ',
          enDash: true,
          suffix: '.',
        },
        {
          element: 'doi',
          keywordsBefore: 'https://doi.org/',
        },
      ],
    },
    apa7Layouts,
  ),
};
