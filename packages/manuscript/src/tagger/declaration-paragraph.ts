import type { StepValue } from '@galley/contracts';
import { declarationOfSentence, thanksSomeone } from './declaration-cues.ts';
import { splitSentences } from './split-sentences.ts';

export interface DeclarationReading {
  /** The declaration whose sentences hold the most words, if any sentence states one. */
  step?: StepValue;
  /** Every declaration some sentence states. */
  stated: ReadonlySet<StepValue>;
  /** Share of the paragraph's words in declaration sentences of any kind (0–1). */
  share: number;
  /** Some sentence thanks someone. */
  thanks: boolean;
}

// Under "Acknowledgements", where declarations are expected, half of the words suffice; elsewhere the paragraph
// must be nearly all declaration before it leaves its section.
const SHARE_UNDER_ACKNOWLEDGEMENTS = 0.5;
const SHARE_ELSEWHERE = 0.8;

/** Reads a paragraph sentence by sentence: which declaration it states and how much of it does. */
export function readDeclarationParagraph(text: string): DeclarationReading {
  const words = new Map<StepValue, number>();
  let total = 0;
  let declared = 0;
  let thanks = false;
  for (const { start, end } of splitSentences(text)) {
    const sentence = text.slice(start, end);
    const count = sentence.split(/\s+/).filter(Boolean).length;
    total += count;
    const step = declarationOfSentence(sentence);
    // "We gratefully acknowledge financial support from …" thanks a funder: it is the funding statement.
    thanks ||= !step && thanksSomeone(sentence);
    if (!step) continue;
    declared += count;
    words.set(step, (words.get(step) ?? 0) + count);
  }
  const step = [...words].sort((a, b) => b[1] - a[1])[0]?.[0];
  return {
    ...(step ? { step } : {}),
    stated: new Set(words.keys()),
    share: total ? declared / total : 0,
    thanks,
  };
}

/**
 * The declaration that takes a whole paragraph out of the section it sits in: a paragraph that states a
 * declaration (funding, competing interests, data availability, ethics, contributions) and thanks no one, with
 * enough of its words in declaration sentences. A paragraph mixing declarations gets the one covering most words.
 */
export function paragraphDeclaration(text: string, section: StepValue | 'none'): StepValue | undefined {
  const reading = readDeclarationParagraph(text);
  // Under a declaration's own heading, a paragraph that also states that declaration stays where it is.
  if (!reading.step || reading.thanks || (section !== 'none' && reading.stated.has(section)))
    return undefined;
  const needed = section === 'main.acknowledgements' ? SHARE_UNDER_ACKNOWLEDGEMENTS : SHARE_ELSEWHERE;
  return reading.share >= needed ? reading.step : undefined;
}

/** A short paragraph every sentence of which thanks someone: acknowledgements, whatever heading is above it. */
export function isThanksParagraph(text: string): boolean {
  const sentences = splitSentences(text).map(({ start, end }) => text.slice(start, end));
  return sentences.length > 0 && sentences.length <= 4 && sentences.every(thanksSomeone);
}
