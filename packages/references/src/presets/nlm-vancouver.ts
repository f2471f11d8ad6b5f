import type { CitationPreset } from './citation-preset.ts';
import { nlmVancouverLayouts } from './layouts/nlm-vancouver-layouts.ts';
import { withLayouts } from './with-layouts.ts';

/** NLM / Vancouver: journal-article layout. */
export const nlmVancouverPreset: CitationPreset = {
  id: 'nlm-vancouver',
  csl: 'nlm-citation-sequence.csl',
  template: withLayouts(
    {
      name: 'NLM / Vancouver',
      elements: [
        {
          element: 'number',
          suffix: '.',
          after: 'space',
        },
        {
          element: 'author',
          // CSL styles print names as the data gives them ("RIVES JD" stays in capitals).
          normalizeAuthorName: false,
          delimiter: ' ',
          betweenAuthors: ', ',
          // "Hsu AL" for Hsu, An-Lin: the CSL style initialises without the hyphen (initialize-with-hyphen="false").
          abbreviateRule: { period: false, space: false, keepHyphen: false },
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
          yearOnly: false,
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
          enDash: true,
        },
        {
          element: 'page',
          prefix: ':',
          format: 'abbreviated',
          // nlm-citation-sequence.csl prints the locale's en dash between pages (CSL's page-range-delimiter).
          enDash: true,
          suffix: '.',
        },
        {
          element: 'doi',
          keywordsBefore: 'doi:',
        },
        {
          element: 'pmid',
          keywordsBefore: 'PubMed PMID: ',
          suffix: '.',
        },
      ],
    },
    nlmVancouverLayouts,
  ),
};
