import type { Paragraph } from '@galley/contracts';
import { type FrontGuess, guessFrontMatter } from '../front-matter.ts';
import { filledNeighbour } from './heading-after.ts';
import type { LocalTagging } from './local-tagging.ts';

/** What the next filled paragraph reads as on a title page (undefined when a table or nothing follows). */
export function nextGuess(state: LocalTagging, paragraph: Paragraph): FrontGuess | undefined {
  const next = filledNeighbour(state.blocks, state.blocks.indexOf(paragraph), 1);
  return next?.type === 'paragraph' ? guessFrontMatter(next) : undefined;
}
