import { ABSTRACT_PARTS, type AbstractModel } from '../../packages/manuscript/src/tagger/abstract-model.ts';
import { splitSentences } from '../../packages/manuscript/src/tagger/split-sentences.ts';
import type { LabelledAbstract } from './read-labelled-abstracts.ts';
import { seededRandom } from './seeded-random.ts';

export interface TrainingOptions {
  /** Features of a sentence at `index` of `count` (abstractFeatures, or a variant being tried). */
  features: (sentence: string, index: number, count: number) => string[];
  epochs: number;
  /** A feature is kept when it occurs in at least this many training abstracts. */
  minAbstracts: number;
  /** L2 penalty per update, times the learning rate. */
  l2: number;
}

/** An abstract's sentences (as the tagger splits them) with their parts' indices in ABSTRACT_PARTS. */
export function abstractSentences(abstract: LabelledAbstract): { sentences: string[]; labels: number[] } {
  const sentences: string[] = [];
  const labels: number[] = [];
  for (const section of abstract.sections)
    for (const range of splitSentences(section.text)) {
      sentences.push(section.text.slice(range.start, range.end));
      labels.push(ABSTRACT_PARTS.indexOf(section.part));
    }
  return { sentences, labels };
}

/**
 * Softmax regression by SGD (shuffled, seeded, decaying rate) over the features of every sentence of the training
 * abstracts; weights stored as integers in hundredths, features whose weights all round to near zero left out.
 */
export function trainAbstractModel(
  training: readonly LabelledAbstract[],
  options: TrainingOptions,
): AbstractModel {
  const random = seededRandom(6);
  const data: { features: string[]; label: number }[] = [];
  const documentFrequency = new Map<string, number>();
  for (const abstract of training) {
    const { sentences, labels } = abstractSentences(abstract);
    const seen = new Set<string>();
    sentences.forEach((sentence, i) => {
      const features = options.features(sentence, i, sentences.length);
      for (const feature of features) seen.add(feature);
      data.push({ features, label: labels[i] ?? 0 });
    });
    for (const feature of seen) documentFrequency.set(feature, (documentFrequency.get(feature) ?? 0) + 1);
  }
  // Keep features that occur in enough abstracts to generalise (and keep the file small).
  const weights = new Map<string, Float64Array>();
  for (const [feature, n] of documentFrequency)
    if (n >= options.minAbstracts) weights.set(feature, new Float64Array(ABSTRACT_PARTS.length));
  const active = data.map((example) => ({
    label: example.label,
    weights: example.features.map((f) => weights.get(f)).filter((w) => w !== undefined),
  }));
  const parts = ABSTRACT_PARTS.length;
  const exp = new Float64Array(parts);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    const rate = 0.2 / (1 + epoch);
    for (let i = active.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [active[i], active[j]] = [active[j] as (typeof active)[number], active[i] as (typeof active)[number]];
    }
    for (const example of active) {
      let max = Number.NEGATIVE_INFINITY;
      for (let k = 0; k < parts; k++) {
        let sum = 0;
        for (const w of example.weights) sum += w[k] ?? 0;
        exp[k] = sum;
        if (sum > max) max = sum;
      }
      let total = 0;
      for (let k = 0; k < parts; k++) {
        exp[k] = Math.exp((exp[k] ?? 0) - max);
        total += exp[k] ?? 0;
      }
      for (const w of example.weights)
        for (let k = 0; k < parts; k++) {
          const gradient = (exp[k] ?? 0) / total - (k === example.label ? 1 : 0);
          w[k] = (w[k] ?? 0) * (1 - rate * options.l2) - rate * gradient;
        }
    }
  }
  const model: AbstractModel = {
    labels: ABSTRACT_PARTS,
    scale: 100,
    weights: {},
    trainedOn: { abstracts: training.length, sentences: data.length, heldOutAccuracy: 0 },
  };
  for (const [feature, w] of [...weights].sort(([a], [b]) => (a < b ? -1 : 1))) {
    // Integers in hundredths: "-12" is shorter than "-0.12", and two decimals change no decision.
    const rounded = [...w].map((v) => Math.round(v * model.scale));
    // A feature whose weights are all near zero changes no decision either: leave it out of the file.
    if (rounded.some((v) => Math.abs(v) >= 5)) model.weights[feature] = rounded;
  }
  return model;
}
