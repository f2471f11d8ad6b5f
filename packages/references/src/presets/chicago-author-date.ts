import type { CitationPreset } from './citation-preset.ts';
import { chicagoAuthorDateLayouts } from './layouts/chicago-author-date-layouts.ts';
import { withLayouts } from './with-layouts.ts';

/** Chicago author-date (17th): journal-article layout. */
export const chicagoAuthorDatePreset: CitationPreset = {
  id: 'chicago-author-date',
  csl: 'chicago-author-date.csl',
  template: withLayouts(
    {
      name: 'Chicago author-date (17th)',
      elements: [
        {
          element: 'author',
          // CSL styles print names as the data gives them ("KIDD M" stays in capitals).
          normalizeAuthorName: false,
          abbreviateFirstName: false,
          // initialize="false" with initialize-with=". ": full names stay, initials get ". " ("Maria J.", "A. B.").
          punctuateInitials: true,
          // No demote-non-dropping-particle in the style: CSL's default puts particles last ("Bergen, M. von").
          demoteParticle: true,
          abbreviateRule: { period: true, space: true },
          invertOtherAuthors: false,
          delimiter: ', ',
          betweenAuthors: ', ',
          andLastTerm: ', and ',
          // et-al-min="7" et-al-use-first="3" (CMOS 18).
          maxDisplayCount: 6,
          skipRule: {
            keepFirst: 3,
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
          flipInnerQuotes: true,
          prefix: '“',
          suffix: '.”',
          // text-case="title" in the CSL style (English titles only).
          case: 'title',
        },
        {
          element: 'journal',
          useAbbreviation: false,
          titleCase: true,
          italic: true,
        },
        {
          element: 'volume',
          spaceAfter: false,
        },
        {
          element: 'issue',
          prefix: ' ',
          enDash: true,
          monthWhenMissing: true,
          spaceAfter: false,
        },
        {
          // ": 117–26" after the volume or issue; page-range-format="chicago-16".
          element: 'page',
          prefix: ': ',
          enDash: true,
          format: 'two-digits',
          chicagoExceptions: true,
          suffix: '.',
        },
        {
          element: 'doi',
          keywordsBefore: 'https://doi.org/',
        },
      ],
      end: '.',
    },
    chicagoAuthorDateLayouts,
  ),
};
