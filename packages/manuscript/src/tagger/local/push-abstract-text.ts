import type { Paragraph } from '@galley/contracts';
import { keywordsIn } from '../keywords-line.ts';
import { finishAbstract } from './finish-abstract.ts';
import type { LocalTagging } from './local-tagging.ts';

/**
 * Adds a paragraph of the abstract's text (from `start`, after "Abstract:"). Keywords typed inside it after the text
 * close the abstract there, as a keywords line of its own would: what follows is the body.
 */
export function pushAbstractText(state: LocalTagging, paragraph: Paragraph, start: number): void {
  const keywords = keywordsIn(paragraph.text, start);
  state.zone = 'abstract';
  state.abstractItems.push({ kind: 'text', paragraph, start, ...(keywords ? { keywords } : {}) });
  if (!keywords) return;
  finishAbstract(state);
  state.zone = 'body';
}
