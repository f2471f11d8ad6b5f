import type { CitationPreset } from './citation-preset.ts';
import { ieeeLayouts } from './layouts/ieee-layouts.ts';
import { withLayouts } from './with-layouts.ts';

/** IEEE: journal-article layout. */
export const ieeePreset: CitationPreset = {
  id: 'ieee',
  csl: 'ieee.csl',
  template: withLayouts(
    {
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
          // CSL styles print names as the data gives them ("RIVES JD" stays in capitals).
          normalizeAuthorName: false,
          invertFirstAuthor: false,
          invertOtherAuthors: false,
          betweenAuthors: ', ',
          andLastTerm: ', and ',
          contextualAndLast: true,
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
          enDash: true,
          suffix: ',',
        },
        {
          element: 'page',
          keywordsBefore: 'pp. ',
          singlePageKeyword: 'p. ',
          enDash: true,
          suffix: ',',
        },
        {
          element: 'pubdate',
          yearOnly: false,
          invertYearMonth: true,
          monthPeriod: true,
          withDay: false,
        },
        {
          // The comma rides on the DOI so a reference without one ends "…, 1975." and not "1975,.".
          element: 'doi',
          prefix: ', ',
          keywordsBefore: 'doi: ',
        },
      ],
      end: '.',
    },
    ieeeLayouts,
  ),
};
