import { ARTICLE_WITHOUT_VOLUME } from '@galley/contracts';
import type { LayoutMaker } from '../with-layouts.ts';
import { ama11WithoutVolume } from './ama-11-without-volume.ts';

/** american-medical-association.csl's layouts for books, chapters, reports, theses, meetings, web pages, … */
export const ama11Layouts: LayoutMaker = (part) => {
  const head = [part('number'), part('author')];
  const year = part('pubdate', { suffix: '.', spaceAfter: true });
  const fullDate = { yearOnly: false, longMonth: true, invertYearMonth: true, suffix: '.', spaceAfter: true };
  const accessed = part('accessed', { ...fullDate, keywordsBefore: 'Accessed ' });
  const titled = (kind: 'title' | 'container') => part(kind, { case: 'title', suffix: '.' });
  const edition = part('edition', { suffix: ' ed.' });
  const yearPages = [part('pubdate', { suffix: '', spaceAfter: false }), part('page')];
  return {
    book: [
      ...head,
      titled('title'),
      edition,
      part('author', {
        element: 'editor',
        prefix: '(',
        singularLabel: ', ed.',
        pluralLabel: ', eds.',
        suffix: ').',
      }),
      part('publisher', { suffix: ';' }),
      year,
    ],
    chapter: [
      ...head,
      part('title', { suffix: '.' }),
      part('author', {
        element: 'editor',
        prefix: 'In: ',
        singularLabel: ', ed.',
        pluralLabel: ', eds.',
        suffix: '.',
      }),
      titled('container'),
      edition,
      part('publisher', { suffix: ';' }),
      ...yearPages,
    ],
    report: [...head, titled('title'), part('publisher', { suffix: ';' }), year, accessed, part('url')],
    thesis: [
      ...head,
      titled('title'),
      part('genre', { suffix: '.' }),
      part('publisher', { suffix: ';' }),
      year,
    ],
    'paper-conference': [
      ...head,
      part('title', { suffix: '.' }),
      // "In:" stays without a proceedings title ("In: 2002."), as the style prints it.
      part('text', { value: 'In:' }),
      part('container', { suffix: '', spaceAfter: false }),
      part('text', { value: '.', ifVariable: 'container-title' }),
      part('publisher', { suffix: ';' }),
      ...yearPages,
      part('doi'),
    ],
    webpage: [
      ...head,
      part('title', { suffix: '.' }),
      part('container', { suffix: '.' }),
      part('pubdate', fullDate),
      accessed,
      part('url'),
    ],
    article: [
      ...head,
      part('title', { suffix: '.' }),
      part('publisher', { suffix: '.' }),
      part('pubdate', { ...fullDate, keywordsBefore: 'Preprint posted online ' }),
      part('doi'),
    ],
    dataset: [
      ...head,
      part('title', { suffix: '.' }),
      part('pubdate', { ...fullDate, keywordsBefore: 'Published online ' }),
      part('accessed', { ...fullDate, keywordsBefore: 'Accessed ', unlessVariable: 'DOI' }),
      part('url', { unlessVariable: 'DOI' }),
      part('doi'),
    ],
    [ARTICLE_WITHOUT_VOLUME]: ama11WithoutVolume(part),
  };
};
