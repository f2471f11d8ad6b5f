import { ARTICLE_WITHOUT_VOLUME } from '@galley/contracts';
import type { LayoutMaker } from '../with-layouts.ts';
import { cellWithoutVolume } from './cell-without-volume.ts';

/** cell.csl's layouts for books, chapters, reports, meetings, web pages, preprints and datasets. */
export const cellLayouts: LayoutMaker = (part) => {
  const head = [part('number'), part('author'), part('pubdate')];
  const open = part('title', { suffix: '' });
  const doi = part('doi');
  // "J. C. Morris, A. Heyman, and R. C. Mohs, eds.": given names first, as for chapters.
  const bookEditors = part('author', {
    element: 'editor',
    invertFirstAuthor: false,
    invertOtherAuthors: false,
    delimiter: ' ',
    betweenAuthors: ', ',
    andLastTerm: ', and ',
    contextualAndLast: true,
    abbreviateRule: { period: true, space: true },
    singularLabel: ', ed.',
    pluralLabel: ', eds.',
    suffix: '',
  });
  return {
    book: [
      ...head,
      open,
      part('edition', { label: ' ed.' }),
      bookEditors,
      part('publisher', { prefix: '(', suffix: ')' }),
    ],
    chapter: [
      ...head,
      part('title'),
      part('container', { prefix: 'In ', suffix: ',' }),
      part('author', {
        element: 'editor',
        invertFirstAuthor: false,
        invertOtherAuthors: false,
        delimiter: ' ',
        betweenAuthors: ', ',
        andLastTerm: ', and ',
        contextualAndLast: true,
        abbreviateRule: { period: true, space: true },
        singularLabel: ', ed.',
        pluralLabel: ', eds.',
        suffix: '',
      }),
      part('publisher', { prefix: '(', suffix: '),' }),
      part('page', { keywordsBefore: 'pp. ', suffix: '' }),
    ],
    report: [...head, open, part('publisher', { prefix: '(', suffix: ')' })],
    // "In" stays without a proceedings title ("… receptors. In."), as the style prints it.
    'paper-conference': [
      ...head,
      part('title'),
      // The style's publisher-and-pages group ends with "."; left out whole, "In" runs on to the DOI.
      part('text', { value: 'In' }),
      part('container', { suffix: '', spaceAfter: false }),
      part('publisher', { prefix: ' (', suffix: ')', spaceAfter: false }),
      part('page', { prefix: ', ', keywordsBefore: 'pp. ', suffix: '.', ifVariable: 'page number' }),
      part('text', { value: '.', ifVariable: 'publisher', unlessVariable: 'page number' }),
      part('doi'),
    ],
    webpage: [...head, part('title'), part('container', { suffix: '.' }), part('url')],
    // The style prints the DOI twice (as its DOI and as its link): kept, to print as it does.
    article: [
      ...head,
      part('title'),
      part('text', { value: 'Preprint at' }),
      part('publisher', { suffix: ',' }),
      doi,
      doi,
    ],
    dataset: [...head, part('title'), part('publisher', { prefix: '(', suffix: ').' }), doi, doi],
    [ARTICLE_WITHOUT_VOLUME]: cellWithoutVolume(part),
  };
};
