import type { Part } from '../with-layouts.ts';

/**
 * nature.csl for articles without a volume: the DOI is printed ("… (2002) doi:10.1038/…"), and with no pages the
 * DOI link stands where they would be ("Neuron https://doi.org/… (2002) doi:…").
 */
export const natureWithoutVolume = (part: Part) => [
  part('number'),
  part('author'),
  part('title'),
  part('journal'),
  part('page'),
  part('doi', { unlessVariable: 'page', keywordsBefore: 'https://doi.org/' }),
  part('url', { unlessVariable: 'page DOI' }),
  part('pubdate'),
  part('doi', { keywordsBefore: 'doi:' }),
];
