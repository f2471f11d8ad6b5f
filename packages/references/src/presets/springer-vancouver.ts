import type { CitationPreset } from './citation-preset.ts';

/** Springer Vancouver: journal-article layout. */
export const springerVancouverPreset: CitationPreset = {
  id: 'springer-vancouver',
  csl: 'springer-vancouver-brackets.csl',
  template: {
    name: 'Springer Vancouver',
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
        suffix: '',
        maxDisplayCount: 6,
        skipRule: {
          keepFirst: 6,
        },
        etAlTerm: ', et al',
      },
      {
        element: 'pubdate',
        parentheses: true,
      },
      {
        element: 'title',
        suffix: '.',
      },
      {
        element: 'journal',
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
};
