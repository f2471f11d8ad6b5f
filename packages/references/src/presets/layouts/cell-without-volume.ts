import type { Part } from '../with-layouts.ts';

/** cell.csl for articles without a volume: a comma after the journal before the pages ("Neuron, 353–356."). */
export const cellWithoutVolume = (part: Part) => [
  part('number'),
  part('author'),
  part('pubdate'),
  part('title'),
  part('journal', { suffix: ',' }),
  part('page'),
  part('doi'),
];
