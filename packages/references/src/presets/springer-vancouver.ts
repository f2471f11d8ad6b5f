import type { CitationPreset } from './citation-preset.ts';
import { springerVancouverLayouts } from './layouts/springer-vancouver-layouts.ts';
import { withLayouts } from './with-layouts.ts';

/** Springer Vancouver: journal-article layout. */
export const springerVancouverPreset: CitationPreset = {
  id: 'springer-vancouver',
  csl: 'springer-vancouver-brackets.csl',
  template: withLayouts(
    {
      name: 'Springer Vancouver',
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
          // springer-vancouver-brackets.csl: "Biochem Med. 1975;13:117–26." (year only, no issue).
          element: 'pubdate',
          suffix: ';',
          spaceAfter: false,
        },
        {
          element: 'volume',
          suffix: ':',
          spaceAfter: false,
        },
        {
          element: 'page',
          enDash: true,
          format: 'abbreviated',
          suffix: '.',
        },
        {
          element: 'doi',
          keywordsBefore: 'https://doi.org/',
        },
      ],
    },
    springerVancouverLayouts,
  ),
};
