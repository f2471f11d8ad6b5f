import type { CitationPreset } from './citation-preset.ts';

/** BMJ: journal-article layout. */
export const bmjPreset: CitationPreset = {
  id: 'bmj',
  csl: 'bmj.csl',
  template: {
    name: 'BMJ',
    elements: [
      {
        element: 'number',
        after: 'space',
      },
      {
        element: 'author',
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
        format: 'abbreviated',
        suffix: '.',
      },
      {
        element: 'doi',
        keywordsBefore: 'doi: ',
      },
    ],
  },
};
