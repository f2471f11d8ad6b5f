import type { CitationPreset } from './citation-preset.ts';

/** Harvard (Cite Them Right): journal-article layout. */
export const harvardCiteThemRightPreset: CitationPreset = {
  id: 'harvard-cite-them-right',
  csl: 'harvard-cite-them-right.csl',
  template: {
    name: 'Harvard (Cite Them Right)',
    elements: [
      {
        element: 'author',
        delimiter: ', ',
        betweenAuthors: ', ',
        andLastTerm: ' and ',
        abbreviateRule: {
          period: true,
        },
        maxDisplayCount: 3,
        skipRule: {
          keepFirst: 1,
        },
        etAlTerm: ' et al.',
      },
      {
        element: 'pubdate',
        parentheses: true,
      },
      {
        element: 'title',
        prefix: '‘',
        suffix: '’,',
      },
      {
        element: 'journal',
        useAbbreviation: false,
        italic: true,
        suffix: ',',
      },
      {
        element: 'volume',
        spaceAfter: false,
      },
      {
        element: 'issue',
        suffix: ',',
      },
      {
        element: 'page',
        keywordsBefore: 'pp. ',
        enDash: true,
        suffix: '.',
      },
      {
        element: 'doi',
        keywordsBefore: 'Available at: https://doi.org/',
      },
    ],
    end: '.',
  },
};
