import type { CitationPreset } from './citation-preset.ts';
import { elsevierHarvardLayouts } from './layouts/elsevier-harvard-layouts.ts';
import { withLayouts } from './with-layouts.ts';

/** Elsevier Harvard: journal-article layout. */
export const elsevierHarvardPreset: CitationPreset = {
  id: 'elsevier-harvard',
  csl: 'elsevier-harvard.csl',
  template: withLayouts(
    {
      name: 'Elsevier Harvard',
      elements: [
        {
          element: 'author',
          // CSL styles print names as the data gives them ("KIDD M" stays in capitals).
          normalizeAuthorName: false,
          // An author-date style: authors who would print alike get full given names ("Kim, Jaekwang").
          disambiguateGivenNames: true,
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
          // The CSL style prints the short form of container-title for articles (NLM's abbreviation here).
          useAbbreviation: true,
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
    elsevierHarvardLayouts,
  ),
};
