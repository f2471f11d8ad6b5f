import type { CitationPreset } from './citation-preset.ts';

/** MDPI: journal-article layout. */
export const mdpiPreset: CitationPreset = {
  id: 'mdpi',
  csl: 'multidisciplinary-digital-publishing-institute.csl',
  template: {
    name: 'MDPI',
    elements: [
      {
        element: 'number',
        suffix: '.',
        after: 'space',
      },
      {
        element: 'author',
        delimiter: ', ',
        betweenAuthors: '; ',
        abbreviateRule: {
          period: true,
        },
        maxDisplayCount: 10,
        skipRule: {
          keepFirst: 10,
        },
        etAlTerm: '; et al.',
        suffix: '.',
      },
      {
        element: 'title',
        suffix: '.',
      },
      {
        element: 'journal',
        italic: true,
        dotAfterAbbreviations: true,
      },
      {
        element: 'pubdate',
        bold: true,
        suffix: ',',
      },
      {
        element: 'volume',
        italic: true,
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
