import type { CitationPreset } from './citation-preset.ts';

/** PLOS: journal-article layout. */
export const plosPreset: CitationPreset = {
  id: 'plos',
  csl: 'plos.csl',
  template: {
    name: 'PLOS',
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
        enDash: true,
        suffix: '.',
      },
      {
        element: 'doi',
        keywordsBefore: 'doi:',
      },
    ],
  },
};
