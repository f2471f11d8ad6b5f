import type { CitationPreset } from './citation-preset.ts';

/**
 * New England Journal of Medicine: journal-article layout. Its official CSL style is not in the shared styles;
 * the agreement check reads it from GALLEY_EXTRA_CSL_STYLES when supplied.
 */
export const nejmPreset: CitationPreset = {
  id: 'nejm',
  csl: 'the-new-england-journal-of-medicine.csl',
  template: {
    name: 'New England Journal of Medicine',
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
        enDash: true,
      },
      {
        element: 'page',
        prefix: ':',
        format: 'abbreviated',
        // The style's page-range-format="minimal" prints the locale's en dash between pages.
        enDash: true,
        suffix: '.',
      },
    ],
  },
};
