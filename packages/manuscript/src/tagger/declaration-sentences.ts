import type { StepValue } from '@galley/contracts';
import { splitSentences } from './split-sentences.ts';

/**
 * Declarations written as sentences inside the methods (an ethics approval, a data-availability note): the
 * board lets these steps duplicate methods text, so the sentence is tagged for the declaration as well.
 */
const DECLARATION_SENTENCES: [RegExp, StepValue][] = [
  [
    /\b(?:approved by (?:the |an )?(?:[\w'’-]+ ){0,8}(?:ethic|review board|committee|IRB)|ethic(?:s|al) (?:committee|board|approval|review)|institutional review board|\bIRB\b|informed consent was|gave (?:written |their )?informed consent|declaration of helsinki|animal care and use committee|IACUC)/i,
    'declaration.ethics',
  ],
  [
    /\b(?:data|code|scripts|datasets?)\b[^.]{0,80}\b(?:are|is) (?:publicly |freely |openly )?(?:available|deposited|accessible) (?:at|from|in|on|via|upon)\b/i,
    'declaration.data_availability',
  ],
  [/\b(?:this (?:work|study|research) was (?:funded|supported) by)\b/i, 'declaration.funding'],
  [
    /\b(?:declare(?:s|d)? (?:that there (?:is|are) )?no (?:competing|conflicts? of) interests?)/i,
    'declaration.conflicts_of_interest',
  ],
];

export interface DeclarationSentence {
  step: StepValue;
  start: number;
  end: number;
}

/** The declaration sentences of a paragraph, each with the step it states. */
export function findDeclarationSentences(text: string): DeclarationSentence[] {
  return splitSentences(text).flatMap(({ start, end }) => {
    const sentence = text.slice(start, end);
    const found = DECLARATION_SENTENCES.find(([pattern]) => pattern.test(sentence));
    return found ? [{ step: found[1], start, end }] : [];
  });
}
