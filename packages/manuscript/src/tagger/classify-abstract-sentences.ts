import { abstractCueBoosts } from './abstract-cues.ts';
import { abstractFeatures, abstractSequenceFeatures } from './abstract-features.ts';
import type { AbstractModel, AbstractPart, AbstractTransitions } from './abstract-model.ts';

export interface SentenceLabel {
  part: AbstractPart;
  /** The model's probability of that part for the sentence. */
  confidence: number;
}

/**
 * Labels an unstructured abstract's sentences. Each sentence gets the model's log-probabilities of the four parts
 * (sentenceLogProbabilities); the labels are then chosen jointly so they never go backwards, weighed by how
 * abstracts usually move from part to part (decodeMonotone with the model's transitions).
 */
export function classifyAbstractSentences(
  sentences: readonly string[],
  model: AbstractModel,
): SentenceLabel[] {
  const logProbabilities = sentenceLogProbabilities(sentences, model);
  const { transitions, scale } = model;
  const scaled = transitions && {
    start: transitions.start.map((v) => v / scale),
    next: transitions.next.map((row) => row.map((v) => v / scale)),
    end: transitions.end.map((v) => v / scale),
  };
  return decodeMonotone(logProbabilities, scaled).map((label, i) => ({
    part: model.labels[label] ?? 'background',
    confidence: Math.exp(logProbabilities[i]?.[label] ?? 0),
  }));
}

/** The model's log-probabilities of each part for each sentence of an abstract (nudged by cue phrases). */
export function sentenceLogProbabilities(sentences: readonly string[], model: AbstractModel): number[][] {
  const features = abstractSequenceFeatures(sentences);
  return sentences.map((sentence, index) => {
    const boosts = abstractCueBoosts(sentence, model.labels);
    const scores = score(features[index] ?? [], model);
    return logSoftmax(scores.map((value, k) => value + (boosts[k] ?? 0)));
  });
}

/**
 * The best labelling of a sequence (rows: items, columns: labels in their order) whose labels never go backwards,
 * as abstracts are written (background ≤ methods ≤ results ≤ conclusions): each label is one contiguous run,
 * possibly empty. Viterbi over the sum of the rows' scores and, when given, the transitions' scores (first label,
 * label after label, last label); answers each row's label index.
 */
export function decodeMonotone(
  scores: readonly (readonly number[])[],
  transitions?: AbstractTransitions,
): number[] {
  const parts = scores[0]?.length ?? 0;
  // best[i][k]: best total of rows 0..i with row i labelled k; from[i][k]: the label of row i-1 on that path.
  const best: number[][] = [];
  const from: number[][] = [];
  scores.forEach((row, i) => {
    const bestRow: number[] = [];
    const fromRow: number[] = [];
    for (let k = 0; k < parts; k++) {
      let value = i === 0 ? (transitions?.start[k] ?? 0) : Number.NEGATIVE_INFINITY;
      let arg = 0;
      // The best predecessor label j ≤ k.
      for (let j = 0; i > 0 && j <= k; j++) {
        const candidate = (best[i - 1]?.[j] ?? Number.NEGATIVE_INFINITY) + (transitions?.next[j]?.[k] ?? 0);
        if (candidate > value) {
          value = candidate;
          arg = j;
        }
      }
      bestRow.push(value + (row[k] ?? 0));
      fromRow.push(arg);
    }
    best.push(bestRow);
    from.push(fromRow);
  });
  const labels: number[] = new Array(scores.length).fill(0);
  const last = (best[scores.length - 1] ?? []).map((value, k) => value + (transitions?.end[k] ?? 0));
  let k = last.indexOf(Math.max(...last));
  for (let i = scores.length - 1; i >= 0; i--) {
    labels[i] = k;
    k = from[i]?.[k] ?? 0;
  }
  return labels;
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
