import { abstractCueBoosts } from './abstract-cues.ts';
import { abstractFeatures } from './abstract-features.ts';
import type { AbstractModel, AbstractPart } from './abstract-model.ts';

export interface SentenceLabel {
  part: AbstractPart;
  /** The model's probability of that part for the sentence. */
  confidence: number;
}

/**
 * Labels an unstructured abstract's sentences. Each sentence gets the model's probabilities (nudged by cue
 * phrases, abstract-cues.ts); the labels are then
 * chosen jointly so they never go backwards (background ≤ methods ≤ results ≤ conclusions, as abstracts are
 * written), by dynamic programming over the log-probabilities.
 */
export function classifyAbstractSentences(
  sentences: readonly string[],
  model: AbstractModel,
): SentenceLabel[] {
  const parts = model.labels.length;
  const logProbabilities = sentences.map((sentence, index) => {
    const boosts = abstractCueBoosts(sentence, model.labels);
    const scores = score(abstractFeatures(sentence, index, sentences.length), model);
    return logSoftmax(scores.map((value, k) => value + (boosts[k] ?? 0)));
  });
  // best[i][k]: best total of sentences 0..i with sentence i labelled k; from[i][k]: label of sentence i-1.
  const best: number[][] = [];
  const from: number[][] = [];
  logProbabilities.forEach((row, i) => {
    best.push([]);
    from.push([]);
    for (let k = 0; k < parts; k++) {
      let previous = i === 0 ? 0 : Number.NEGATIVE_INFINITY;
      let arg = 0;
      if (i > 0)
        for (let j = 0; j <= k; j++) {
          const value = best[i - 1]?.[j] ?? Number.NEGATIVE_INFINITY;
          if (value > previous) {
            previous = value;
            arg = j;
          }
        }
      (best[i] as number[])[k] = previous + (row[k] ?? 0);
      (from[i] as number[])[k] = arg;
    }
  });
  const labels: number[] = new Array(sentences.length).fill(0);
  const last = best[sentences.length - 1] ?? [];
  let k = last.indexOf(Math.max(...last));
  for (let i = sentences.length - 1; i >= 0; i--) {
    labels[i] = k;
    k = from[i]?.[k] ?? 0;
  }
  return labels.map((label, i) => ({
    part: model.labels[label] ?? 'background',
    confidence: Math.exp(logProbabilities[i]?.[label] ?? 0),
  }));
}

function score(features: readonly string[], model: AbstractModel): number[] {
  const scores = new Array<number>(model.labels.length).fill(0);
  for (const feature of features) {
    const weights = model.weights[feature];
    if (!weights) continue;
    for (let k = 0; k < scores.length; k++) scores[k] = (scores[k] ?? 0) + (weights[k] ?? 0);
  }
  return scores.map((s) => s / model.scale);
}

function logSoftmax(scores: readonly number[]): number[] {
  const max = Math.max(...scores);
  const sum = scores.reduce((total, s) => total + Math.exp(s - max), 0);
  return scores.map((s) => s - max - Math.log(sum));
}

/**
 * The model's log-probabilities of the four parts for a sentence read on its own, without its position in an
 * abstract (used to tell methods from results text in the body).
 */
export function partLogProbabilities(sentence: string, model: AbstractModel): number[] {
  const features = abstractFeatures(sentence, 0, 1).filter((f) => !f.startsWith('pos:'));
  return logSoftmax(score(features, model));
}
