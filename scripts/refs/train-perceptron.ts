import { tagTokens } from '../../packages/references/src/parser/tag-tokens.ts';
import type { TaggerModel } from '../../packages/references/src/parser/tagger-model.ts';
import { FEATURE_SLOTS } from '../../packages/references/src/parser/token-features.ts';
import { TOKEN_LABELS, type TokenLabel } from '../../packages/references/src/parser/token-labels.ts';

/** One training sequence: the features of each token and its gold label. */
export interface TrainingSequence {
  /** tokenFeatures' flat array: FEATURE_SLOTS ids per token, -1 for unused slots. */
  features: Int32Array;
  labels: TokenLabel[];
}

export interface TrainOptions {
  epochs: number;
  /** Features seen fewer times than this are dropped (they only memorise single strings and bloat the file). */
  minCount: number;
  random: () => number;
  /** Sequences kept out of training to pick the confidence temperature. */
  calibration?: TrainingSequence[];
  log?: (line: string) => void;
}

/**
 * Averaged structured perceptron (Collins 2002) with first-order transitions: decode each sequence with the
 * current weights, and where the best path differs from the gold one, move the weights towards gold. The
 * averaged weights (the mean over all updates) generalise far better than the last ones.
 */
export function trainPerceptron(sequences: TrainingSequence[], options: TrainOptions): TaggerModel {
  const size = TOKEN_LABELS.length;
  const labelIndex = new Map<string, number>(TOKEN_LABELS.map((label, index) => [label, index]));
  const counts = new Map<number, number>();
  for (const sequence of sequences) {
    for (const feature of sequence.features)
      if (feature >= 0) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  }
  const index = new Map<number, number>();
  for (const [feature, count] of counts) if (count >= options.minCount) index.set(feature, index.size);
  const encoded = sequences.map((sequence) => ({
    features: sequence.labels.map((_, token) =>
      Int32Array.from(
        [...sequence.features.subarray(token * FEATURE_SLOTS, (token + 1) * FEATURE_SLOTS)].flatMap(
          (feature) => index.get(feature) ?? [],
        ),
      ),
    ),
    gold: Int32Array.from(sequence.labels.map((label) => labelIndex.get(label) ?? 0)),
  }));

  const weights = new Float64Array(index.size * size);
  const totals = new Float64Array(index.size * size);
  const moves = new Float64Array((size + 1) * size);
  const moveTotals = new Float64Array((size + 1) * size);
  let step = 1;
  const order = encoded.map((_, position) => position);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    shuffle(order, options.random);
    let wrong = 0;
    let tokens = 0;
    for (const position of order) {
      const sequence = encoded[position];
      if (!sequence || sequence.gold.length === 0) continue;
      const predicted = viterbi(sequence.features, weights, moves, size);
      tokens += predicted.length;
      for (let token = 0; token < predicted.length; token++) {
        const gold = sequence.gold[token] ?? 0;
        const guess = predicted[token] ?? 0;
        const goldFrom = token === 0 ? -1 : (sequence.gold[token - 1] ?? 0);
        const guessFrom = token === 0 ? -1 : (predicted[token - 1] ?? 0);
        if (gold !== guess) {
          wrong++;
          for (const feature of sequence.features[token] ?? []) {
            update(weights, totals, feature * size + gold, 1, step);
            update(weights, totals, feature * size + guess, -1, step);
          }
        }
        if (gold !== guess || goldFrom !== guessFrom) {
          update(moves, moveTotals, (goldFrom + 1) * size + gold, 1, step);
          update(moves, moveTotals, (guessFrom + 1) * size + guess, -1, step);
        }
      }
      step++;
    }
    options.log?.(`epoch ${epoch + 1}: ${((100 * wrong) / Math.max(tokens, 1)).toFixed(2)} % tokens wrong`);
  }
  const average = (values: Float64Array, sums: Float64Array) =>
    values.map((value, at) => value - (sums[at] ?? 0) / step);
  const model = exportModel(average(weights, totals), average(moves, moveTotals), index, size);
  if (options.calibration?.length) model.temperature = calibrate(model, options.calibration);
  return model;
}

function update(values: Float64Array, sums: Float64Array, at: number, delta: number, step: number): void {
  values[at] = (values[at] ?? 0) + delta;
  sums[at] = (sums[at] ?? 0) + delta * step;
}

function viterbi(
  features: Int32Array[],
  weights: Float64Array,
  moves: Float64Array,
  size: number,
): Int32Array {
  const count = features.length;
  const best = new Float64Array(count * size);
  const back = new Int32Array(count * size);
  const emission = new Float64Array(size);
  for (let token = 0; token < count; token++) {
    emission.fill(0);
    for (const feature of features[token] ?? []) {
      const base = feature * size;
      for (let label = 0; label < size; label++)
        emission[label] = (emission[label] ?? 0) + (weights[base + label] ?? 0);
    }
    for (let label = 0; label < size; label++) {
      if (token === 0) {
        best[label] = (emission[label] ?? 0) + (moves[label] ?? 0);
        continue;
      }
      let top = Number.NEGATIVE_INFINITY;
      let from = 0;
      for (let previous = 0; previous < size; previous++) {
        const score =
          (best[(token - 1) * size + previous] ?? 0) + (moves[(previous + 1) * size + label] ?? 0);
        if (score > top) {
          top = score;
          from = previous;
        }
      }
      best[token * size + label] = top + (emission[label] ?? 0);
      back[token * size + label] = from;
    }
  }
  const path = new Int32Array(count);
  let last = 0;
  for (let label = 1; label < size; label++) {
    if ((best[(count - 1) * size + label] ?? 0) > (best[(count - 1) * size + last] ?? 0)) last = label;
  }
  path[count - 1] = last;
  for (let token = count - 1; token > 0; token--)
    path[token - 1] = back[token * size + (path[token] ?? 0)] ?? 0;
  return path;
}

/**
 * Integer weights (scale 100 after normalising to the 99th percentile); weights under MIN_WEIGHT are dropped:
 * that halves the file and the parser's lookups with no change in the dev figures.
 */
const MIN_WEIGHT = 8;

function exportModel(
  weights: Float64Array,
  moves: Float64Array,
  index: Map<number, number>,
  size: number,
): TaggerModel {
  const magnitudes = Array.from(weights, Math.abs)
    .filter((value) => value > 0)
    .sort((a, b) => a - b);
  const reference = magnitudes[Math.floor(magnitudes.length * 0.99)] ?? 1;
  const scale = 100 / reference;
  const features: Record<string, number[]> = {};
  for (const [feature, at] of index) {
    const row: number[] = [];
    for (let label = 0; label < size; label++) {
      const value = Math.round((weights[at * size + label] ?? 0) * scale);
      if (Math.abs(value) >= MIN_WEIGHT) row.push(label, value);
    }
    if (row.length) features[String(feature)] = row;
  }
  return {
    labels: [...TOKEN_LABELS],
    scale,
    temperature: 1,
    transitions: Array.from(moves, (value) => Math.round(value * scale)),
    features,
  };
}

/** The temperature whose confidences best predict whether a token's label is right (log loss, grid search). */
function calibrate(model: TaggerModel, sequences: TrainingSequence[]): number {
  let bestTemperature = 1;
  let bestLoss = Number.POSITIVE_INFINITY;
  for (const temperature of [0.5, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512]) {
    const trial = { ...model, temperature };
    let loss = 0;
    for (const sequence of sequences) {
      const { labels, confidence } = tagTokens(trial, sequence.features);
      labels.forEach((label, token) => {
        const p = Math.min(Math.max(confidence[token] ?? 0, 1e-6), 1 - 1e-6);
        loss -= model.labels[label] === sequence.labels[token] ? Math.log(p) : Math.log(1 - p);
      });
    }
    if (loss < bestLoss) {
      bestLoss = loss;
      bestTemperature = temperature;
    }
  }
  return bestTemperature;
}

function shuffle(values: number[], random: () => number): void {
  for (let at = values.length - 1; at > 0; at--) {
    const other = Math.floor(random() * (at + 1));
    [values[at], values[other]] = [values[other] as number, values[at] as number];
  }
}
