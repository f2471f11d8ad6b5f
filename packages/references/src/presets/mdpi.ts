import type { CitationPreset } from './citation-preset.ts';
import { mdpiLayouts } from './layouts/mdpi-layouts.ts';
import { withLayouts } from './with-layouts.ts';

/** MDPI: journal-article layout. */
export const mdpiPreset: CitationPreset = {
  id: 'mdpi',
  csl: 'multidisciplinary-digital-publishing-institute.csl',
  template: withLayouts(
    {
      name: 'MDPI',
      elements: [
        {
          element: 'number',
          suffix: '.',
          after: 'space',
        },
        {
          element: 'author',
          // CSL styles print names as the data gives them ("KIDD M" stays in capitals).
          normalizeAuthorName: false,
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
          // No full stop of its own: the CSL style's names end with the initials' ("Tephly, T.R."), so a
          // collective or suffixed last author runs on ("Study Group Title", "Melton, L.J., 3rd Title").
          suffix: '',
        },
        {
          element: 'title',
          // The CSL style prints article titles in title case (text-case="title").
          case: 'title',
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
          spaceAfter: false,
        },
        {
          // "117–126, doi:10.1016/…." as the CSL style prints it; the template's end adds the full stop.
          element: 'doi',
          prefix: ', ',
          keywordsBefore: 'doi:',
        },
      ],
      end: '.',
    },
    mdpiLayouts,
  ),
};
