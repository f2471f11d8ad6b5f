import type { Part } from '../with-layouts.ts';

/**
 * science.csl for articles without a volume: a comma after the journal, then the pages, or with no pages the
 * DOI ("Neuron, 353–356 (2002)", "Neuron, doi: 10.1126/… (2002)").
 */
export const scienceWithoutVolume = (part: Part) => [
  part('number'),
  part('author'),
  part('title'),
  part('journal', { suffix: ',', ifVariable: 'page DOI' }),
  part('journal', { unlessVariable: 'page DOI' }),
  part('doi', { unlessVariable: 'page', keywordsBefore: 'doi: ' }),
  part('page'),
  part('pubdate'),
];
