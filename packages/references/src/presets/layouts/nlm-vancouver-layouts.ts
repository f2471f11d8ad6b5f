import type { LayoutMaker } from '../with-layouts.ts';

/** nlm-citation-sequence.csl's book, chapter, report, thesis, meeting, web page, preprint and dataset layouts. */
export const nlmVancouverLayouts: LayoutMaker = (part) => {
  const head = [part('number'), part('author')];
  const editors = part('author', { element: 'editor', prefix: 'In: ', suffix: '.' });
  const year = part('pubdate', { yearOnly: true, suffix: '.', spaceAfter: true });
  const yearOpen = part('pubdate', { yearOnly: true, suffix: '', spaceAfter: false });
  const cited = part('accessed', {
    element: 'accessed',
    yearOnly: false,
    prefix: ' [cited ',
    suffix: ']',
    spaceAfter: false,
  });
  const stop = part('text', { value: '.' });
  const closed = (kind: 'title' | 'container') => part(kind, { suffix: '', spaceAfter: false });
  const bracket = (kind: 'genre') => part(kind, { prefix: ' [', suffix: ']', spaceAfter: false });
  const internet = part('text', { value: '[Internet]', prefix: ' ', spaceAfter: false, ifVariable: 'URL' });
  const publication = [part('place', { suffix: ':' }), part('publisher', { suffix: ';' })];
  const available = part('url', { keywordsBefore: 'Available from: ' });
  return {
    book: [
      ...head,
      part('title', { suffix: '.' }),
      part('edition', { suffix: ' ed.' }),
      part('author', { element: 'editor', suffix: '.' }),
      ...publication,
      year,
    ],
    chapter: [
      ...head,
      part('title', { suffix: '.' }),
      editors,
      part('container', { suffix: '.' }),
      part('edition', { suffix: ' ed.' }),
      ...publication,
      year,
      part('page', { prefix: '', keywordsBefore: 'p. ', suffix: '.' }),
    ],
    report: [
      ...head,
      closed('title'),
      bracket('genre'),
      internet,
      stop,
      ...publication,
      yearOpen,
      cited,
      stop,
      part('report-number', { keywordsBefore: 'Report no.: ', genreLabel: ' no.: ', suffix: '.' }),
      available,
    ],
    thesis: [
      ...head,
      closed('title'),
      bracket('genre'),
      stop,
      part('place', { prefix: '[', suffix: ']:' }),
      part('publisher', { suffix: ';' }),
      year,
    ],
    'paper-conference': [
      ...head,
      part('title', { suffix: '.' }),
      // The style prints "In" even without a proceedings title ("In. 2002."): kept, to print as it does.
      part('text', { value: 'In', spaceAfter: false }),
      part('container', { prefix: ': ', suffix: '.' }),
      ...publication,
      year,
      part('page', { prefix: '', keywordsBefore: 'p. ', suffix: '.' }),
      part('doi'),
    ],
    webpage: [
      ...head,
      part('container', { suffix: '' }),
      part('text', { value: '[Internet]', spaceAfter: false }),
      stop,
      yearOpen,
      cited,
      stop,
      part('title', { suffix: '.' }),
      available,
    ],
    article: [
      ...head,
      closed('title'),
      bracket('genre'),
      stop,
      part('publisher', { suffix: ';' }),
      year,
      part('doi'),
    ],
    dataset: [
      ...head,
      closed('title'),
      internet,
      stop,
      part('publisher', { suffix: ';' }),
      yearOpen,
      cited,
      stop,
      available,
      part('doi'),
    ],
  };
};
