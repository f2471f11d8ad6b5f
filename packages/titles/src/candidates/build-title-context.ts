import { aimClause } from '../abstract/aim-clause.ts';
import { conclusionClause } from '../abstract/conclusion-clause.ts';
import { detectDesign } from '../abstract/detect-design.ts';
import { population } from '../abstract/population.ts';
import { readAbstract } from '../abstract/read-abstract.ts';
import { reportsFinding } from '../abstract/reports-finding.ts';
import type { TitleIndex } from '../index/load-title-index.ts';
import { keyPhrases } from '../phrases/key-phrases.ts';
import { scoreWords } from '../phrases/score-words.ts';
import type { TitleRequest } from '../types.ts';
import type { TitleContext } from './title-context.ts';

/** Abstracts are a few thousand characters; a longer paste (a whole paper) is read up to here, keeping answers fast. */
export const MAX_ABSTRACT_CHARS = 20_000;

/**
 * What either engine reads off an abstract once: its sentences, the word model's scores, the key phrases, the aim,
 * conclusion, population and design, and whether it reports a finding (which decides the overclaim flag).
 */
export function buildTitleContext(request: TitleRequest, index: TitleIndex): TitleContext {
  const read = readAbstract((request.abstract ?? '').slice(0, MAX_ABSTRACT_CHARS));
  const english = !request.language || /^en\b/i.test(request.language);
  const wordScores = scoreWords(read, index);
  return {
    read,
    index,
    wordScores,
    phrases: keyPhrases(read, wordScores, index, 8),
    aim: aimClause(read.sentences),
    conclusion: conclusionClause(read.sentences),
    population: english ? population(read.sentences) : undefined,
    design: english ? detectDesign(read.text) : undefined,
    reportsFinding: reportsFinding(read.sentences),
    english,
  };
}
