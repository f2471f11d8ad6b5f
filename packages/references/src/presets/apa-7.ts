import type { CitationPreset } from './citation-preset.ts';

/** APA 7th edition: journal-article layout. */
export const apa7Preset: CitationPreset = {
  id: 'apa-7',
  csl: 'apa.csl',
  template: {
    name: 'APA 7th edition',
    elements: [
      {
        element: 'author',
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
        suffix: ',',
      },
      {
        element: 'page',
        enDash: true,
        suffix: '.',
      },
      {
        element: 'doi',
        keywordsBefore: 'https://doi.org/',
      },
    ],
  },
};
