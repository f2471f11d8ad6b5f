import type { AbstractSentence } from './read-abstract.ts';

const GROUP =
  '(?:patients|children|adults|women|men|infants|neonates|adolescents|rats|mice|subjects|volunteers|individuals|participants|dogs|rabbits|pigs|monkeys|survivors|smokers|athletes|workers|students|residents|veterans|recipients|donors|mothers)';
const POPULATION = new RegExp(
  `\\b(?:in|of|among|from|including|enrolled|recruited)\\s+(?:\\d[\\d,]*\\s+|a total of \\d[\\d,]*\\s+)?((?:[\\p{L}-]+\\s+){0,2}?${GROUP}(?:\\s+(?:with|undergoing|receiving|after|on)\\s+[\\p{L}\\p{N}'’-]+(?:\\s+[\\p{L}\\p{N}'’-]+){0,4}?)?)(?=\\s*[,.;:()]|\\s+(?:who|and|were|was|are|is|has|have|had|remain|remains|to|in|at|from|treated|aged|during|before|by|for)\\b)`,
  'iu',
);
const BAD_START = /^(?:the|these|all|our|both|each|those|such|other|more|most|many|some|which|their)\s/i;

/** The studied population as a title names it ("patients with type 2 diabetes", "rats"), if the abstract says. */
export function population(sentences: readonly AbstractSentence[]): string | undefined {
  const ordered = [
    ...sentences.filter((sentence) => sentence.part === 'objective' || sentence.part === 'methods'),
    ...sentences.filter((sentence) => sentence.part !== 'objective' && sentence.part !== 'methods'),
  ];
  for (const sentence of ordered) {
    const found = POPULATION.exec(sentence.text)?.[1]?.trim();
    if (found) return found.replace(BAD_START, '').replace(/\s+(?:with|undergoing|receiving|after|on)$/i, '');
  }
  return undefined;
}
