import type { CitationPreset } from './citation-preset.ts';

/** IEEE: journal-article layout. */
export const ieeePreset: CitationPreset = {
  id: 'ieee',
  csl: 'ieee.csl',
  template: {
    name: 'IEEE',
    elements: [
      {
        element: 'number',
        prefix: '[',
        suffix: ']',
        after: 'space',
      },
      {
        element: 'author',
        invertFirstAuthor: false,
        invertOtherAuthors: false,
        betweenAuthors: ', ',
        andLastTerm: ', and ',
        abbreviateRule: {
          period: true,
          space: true,
        },
        maxDisplayCount: 6,
        skipRule: {
          keepFirst: 1,
        },
        etAlTerm: ' et al.',
        suffix: ',',
      },
      {
        element: 'title',
        prefix: '“',
        suffix: ',”',
      },
      {
        element: 'journal',
        italic: true,
        dotAfterAbbreviations: true,
        suffix: ',',
      },
      {
        element: 'volume',
        keywordsBefore: 'vol. ',
        suffix: ',',
      },
      {
        element: 'issue',
        parentheses: false,
        keywordsBefore: 'no. ',
        suffix: ',',
      },
      {
        element: 'page',
        keywordsBefore: 'pp. ',
        enDash: true,
        suffix: ',',
      },
      {
        element: 'pubdate',
        suffix: ',',
      },
      {
        element: 'doi',
        keywordsBefore: 'doi: ',
      },
    ],
    end: '.',
  },
};
