import { ARTICLE_WITHOUT_VOLUME } from '@galley/contracts';
import type { LayoutMaker } from '../with-layouts.ts';
import { scienceWithoutVolume } from './science-without-volume.ts';

/** science.csl's layouts for books, chapters, reports, theses, meetings, web pages, preprints and datasets. */
export const scienceLayouts: LayoutMaker = (part) => {
  const head = [part('number'), part('author')];
  const quoted = (suffix: string) => part('title', { prefix: '“', suffix });
  const imprint = (close: string) => [
    part('text', { value: '(', spaceAfter: false }),
    part('publisher', { suffix: ',' }),
    part('place', { suffix: ',' }),
    part('edition', { keywordsBefore: 'ed. ', ordinal: false, suffix: ',' }),
    part('pubdate', { parentheses: false, suffix: close }),
  ];
  const doi = part('doi', { keywordsBefore: 'https://doi.org/' });
  return {
    book: [
      ...head,
      part('title', { case: 'title', suffix: '' }),
      part('text', { value: '(', spaceAfter: false }),
      part('publisher', { suffix: ',' }),
      part('place', { suffix: ',' }),
      part('edition', { keywordsBefore: 'ed. ', ordinal: false, suffix: ',' }),
      part('pubdate', { parentheses: false, suffix: ')' }),
    ],
    chapter: [
      ...head,
      quoted('”'),
      part('container', { prefix: 'in ', case: 'title', suffix: ',', italic: true }),
      part('author', {
        element: 'editor',
        maxDisplayCount: 0,
        singularLabel: ', Ed.',
        pluralLabel: ', Eds.',
        suffix: '',
      }),
      ...imprint('),'),
      part('page', { keywordsBefore: 'pp. ', singlePageKeyword: 'p. ', suffix: '' }),
    ],
    report: [
      ...head,
      quoted('”'),
      part('text', { value: '(', spaceAfter: false }),
      part('genre', { suffix: ',', unlessVariable: 'number' }),
      part('report-number', { genreLabel: ' ', suffix: ',' }),
      part('publisher', { suffix: ',' }),
      part('place', { suffix: ',' }),
      part('pubdate', { parentheses: false, suffix: ')', spaceAfter: false }),
      part('text', { value: ';', ifVariable: 'URL' }),
      part('url'),
    ],
    thesis: [
      ...head,
      quoted(',”'),
      part('text', { value: 'thesis,' }),
      part('publisher', { suffix: ',' }),
      part('place'),
      part('pubdate', { parentheses: true, suffix: '' }),
    ],
    'paper-conference': [
      ...head,
      quoted('”'),
      part('container', { prefix: 'in ', suffix: '', italic: true }),
      ...imprint('),'),
      part('page', { keywordsBefore: 'pp. ', singlePageKeyword: 'p. ', suffix: '' }),
    ],
    webpage: [
      ...head,
      part('title', { suffix: ',' }),
      part('container', { suffix: '' }),
      part('pubdate', { parentheses: true, suffix: '.' }),
      part('url'),
    ],
    article: [
      ...head,
      part('title', { suffix: '.' }),
      part('publisher', { suffix: '' }),
      part('text', { value: '[Preprint]' }),
      part('pubdate', { parentheses: true, suffix: '.' }),
      doi,
    ],
    dataset: [
      ...head,
      part('title', { suffix: ',' }),
      part('publisher', { suffix: '' }),
      part('pubdate', { parentheses: true, suffix: ';' }),
      doi,
    ],
    [ARTICLE_WITHOUT_VOLUME]: scienceWithoutVolume(part),
  };
};
