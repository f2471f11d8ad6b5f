import type { CitationPreset } from './citation-preset.ts';

/** AMA 11th edition: journal-article layout. */
export const ama11Preset: CitationPreset = {
  id: 'ama-11',
  csl: 'american-medical-association.csl',
  template: {
    name: 'AMA 11th edition',
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
};
