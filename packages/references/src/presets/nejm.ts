import type { CitationPreset } from './citation-preset.ts';

/** New England Journal of Medicine: journal-article layout (no CSL counterpart in the shared styles). */
export const nejmPreset: CitationPreset = {
  id: 'nejm',
  csl: undefined,
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
        suffix: ':',
        spaceAfter: false,
      },
      {
        element: 'page',
        format: 'abbreviated',
        suffix: '.',
      },
    ],
  },
};
