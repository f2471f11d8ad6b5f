import type { AbstractSentence } from './read-abstract.ts';

export interface AimClause {
  verb: string;
  /** What the study set out to do, after the verb: "the effect of X on Y in Z". */
  clause: string;
}

const VERBS =
  'investigat|determin|evaluat|assess|examin|compar|explor|stud|test|characteri[sz]|identif|describ|measur|analy[sz]|clarif|elucidat|estimat|quantif|report|review|present|develop|validat|establish|defin|understand';
const AIM = new RegExp(
  `\\b(?:to|we|study|studies|paper|review|article|trial|have|has|here)\\s+(?:(?:also|further|first|now|therefore|prospectively|retrospectively|systematically)\\s+)?((?:${VERBS})\\w*)\\s+(.+)$`,
  'i',
);

/** The aim of the study as a clause, from the objective section or an early "we investigated…" sentence. */
export function aimClause(sentences: readonly AbstractSentence[]): AimClause | undefined {
  const ordered = [
    ...sentences.filter((sentence) => sentence.part === 'objective'),
    ...sentences.filter((sentence) => sentence.part !== 'objective' && sentence.index < 4),
    ...sentences.filter((sentence) => sentence.part === 'methods'),
  ];
  for (const sentence of ordered) {
    const match = AIM.exec(sentence.text);
    if (!match?.[1] || !match[2]) continue;
    const clause = match[2].replace(/[.!]+$/, '').trim();
    if (clause.split(/\s+/).length < 2) continue;
    return { verb: match[1].toLowerCase(), clause };
  }
  return undefined;
}
