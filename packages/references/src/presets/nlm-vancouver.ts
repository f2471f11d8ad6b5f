import type { CitationPreset } from './citation-preset.ts';

/** NLM / Vancouver: journal-article layout. */
export const nlmVancouverPreset: CitationPreset = {
  id: 'nlm-vancouver',
  csl: 'nlm-citation-sequence.csl',
  template: {
    name: 'NLM / Vancouver',
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
      },
      {
        element: 'page',
        prefix: ':',
        format: 'abbreviated',
        suffix: '.',
      },
    ],
  },
};
