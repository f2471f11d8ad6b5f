import type { StepValue } from '@galley/contracts';
import { declarationOfSentence } from './declaration-cues.ts';
import { splitSentences } from './split-sentences.ts';

export interface DeclarationSentence {
  step: StepValue;
  start: number;
  end: number;
}

/**
 * The declaration sentences of a paragraph (an ethics approval, a data-availability note inside the methods), each
 * with the step it states: the board lets these steps duplicate methods text, so the sentence is tagged for the
 * declaration as well.
 */
export function findDeclarationSentences(text: string): DeclarationSentence[] {
  return splitSentences(text).flatMap(({ start, end }) => {
    const step = declarationOfSentence(text.slice(start, end));
    return step ? [{ step, start, end }] : [];
  });
}
