import type { Paragraph } from '@galley/contracts';
import { guessFrontMatter, isRunningTitleLine } from '../front-matter.ts';
import { splitSentences } from '../split-sentences.ts';
import { addWhole } from './add-whole.ts';
import { finishAbstract } from './finish-abstract.ts';
import type { LocalTagging } from './local-tagging.ts';

/**
 * A running title after the title page (below the abstract, or above the text on a page of its own), before any
 * core section: "Running title: …" on one line, or the label on a line of its own and the running title on the
 * next — one short line, never the prose after it. Ends the abstract; what follows is the body (the introduction
 * when no heading opens it). Answers whether it took the paragraph.
 */
export function runningTitleAfterFront(state: LocalTagging, paragraph: Paragraph): boolean {
  const text = paragraph.text;
  if (state.runningTitleNext) {
    state.runningTitleNext = false;
    if (text.length <= 250 && splitSentences(text).length <= 1) {
      addWhole(state, 'front.running_title', paragraph, 0.85);
      return true;
    }
  }
  const labelAlone = guessFrontMatter(paragraph) === 'running-title-label';
  if (!labelAlone && !isRunningTitleLine(text)) return false;
  if (state.zone === 'abstract') finishAbstract(state);
  state.zone = 'body';
  addWhole(state, 'front.running_title', paragraph, 0.85);
  state.runningTitleNext = labelAlone;
  return true;
}
