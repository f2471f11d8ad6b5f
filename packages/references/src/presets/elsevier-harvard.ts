import type { CitationPreset } from './citation-preset.ts';

/** Elsevier Harvard: journal-article layout. */
export const elsevierHarvardPreset: CitationPreset = {
  id: 'elsevier-harvard',
  csl: 'elsevier-harvard.csl',
  template: {
    name: 'Elsevier Harvard',
    elements: [
      {
        element: 'author',
        delimiter: ', ',
        betweenAuthors: ', ',
        abbreviateRule: {
          period: true,
        },
        suffix: ',',
      },
      {
        element: 'pubdate',
        suffix: '.',
      },
      {
        element: 'title',
        suffix: '.',
      },
      {
        element: 'journal',
        useAbbreviation: false,
      },
      {
        element: 'volume',
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
