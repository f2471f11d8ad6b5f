import type { CitationPreset } from './citation-preset.ts';
import { elsevierVancouverLayouts } from './layouts/elsevier-vancouver-layouts.ts';
import { withLayouts } from './with-layouts.ts';

/** Elsevier Vancouver: journal-article layout. */
export const elsevierVancouverPreset: CitationPreset = {
  id: 'elsevier-vancouver',
  csl: 'elsevier-vancouver.csl',
  template: withLayouts(
    {
      name: 'Elsevier Vancouver',
      elements: [
        {
          element: 'number',
          prefix: '[',
          suffix: ']',
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
          keywordsBefore: 'https://doi.org/',
        },
      ],
      // elsevier-vancouver.csl ends every entry with a full stop, after the DOI too.
      end: '.',
    },
    elsevierVancouverLayouts,
  ),
};
