import type { CitationPreset } from './citation-preset.ts';

/** Chicago author-date (17th): journal-article layout. */
export const chicagoAuthorDatePreset: CitationPreset = {
  id: 'chicago-author-date',
  csl: 'chicago-author-date.csl',
  template: {
    name: 'Chicago author-date (17th)',
    elements: [
      {
        element: 'author',
        abbreviateFirstName: false,
        invertOtherAuthors: false,
        delimiter: ', ',
        betweenAuthors: ', ',
        andLastTerm: ', and ',
        maxDisplayCount: 10,
        skipRule: {
          keepFirst: 7,
        },
        etAlTerm: ', et al.',
        suffix: '.',
      },
      {
        element: 'pubdate',
        suffix: '.',
      },
      {
        element: 'title',
        prefix: '“',
        suffix: '.”',
      },
      {
        element: 'journal',
        useAbbreviation: false,
        italic: true,
      },
      {
        element: 'volume',
      },
      {
        element: 'issue',
        suffix: ':',
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
    end: '.',
  },
};
