import { abstractFeatures } from '../../packages/manuscript/src/tagger/abstract-features.ts';
import { ABSTRACT_PARTS, type AbstractModel } from '../../packages/manuscript/src/tagger/abstract-model.ts';
import { splitSentences } from '../../packages/manuscript/src/tagger/split-sentences.ts';
import type { LabelledAbstract } from './read-labelled-abstracts.ts';
import { seededRandom } from './seeded-random.ts';

export interface TrainingOptions {
  /** Features of every sentence of an abstract (abstractSequenceFeatures, or a variant being tried). */
  features: (sentences: readonly string[]) => string[][];
  epochs: number;
  /** A feature is kept when it occurs in at least this many training abstracts. */
  minAbstracts: number;
  /** L2 penalty per update, times the learning rate. */
  l2: number;
  /** Also train on the variants of each abstract that abstractVariants makes. */
  augment: boolean;
  /**
   * Share of a sentence's word and bigram features dropped at each update (inverted dropout), so the general cues,
   * position and tense learn to decide without the field's own words — which another field does not share.
   */
  wordDropout: number;
  /** The same for the position features: the PubMed abstracts' shape is not every field's. */
  positionDropout: number;
  /**
   * Keep the mean of the weights over the updates from this epoch on (averaged SGD, sampled every 200 updates),
   * rather than the last weights, which depend on the few abstracts seen last at a still large rate. Omitted: the
   * last weights.
   */
  averageFrom?: number;
  /** Seed of the shuffles, variants and dropout (6 unless given). */
  seed?: number;
}

// Features that are words of the text (a field's vocabulary), and those of the position in the abstract (with or
// without a cue), as opposed to the general cues and shapes, which are never dropped.
const LEXICAL = /^(?:w|b|start):/;
const POSITION = /^pos:/;

/** An abstract's sentences (as the tagger splits them) with their parts' indices in ABSTRACT_PARTS. */
export interface LabelledSentences {
  sentences: string[];
  labels: number[];
}

export function abstractSentences(abstract: LabelledAbstract): LabelledSentences {
  const sentences: string[] = [];
  const labels: number[] = [];
  for (const section of abstract.sections)
    for (const range of splitSentences(section.text)) {
      sentences.push(section.text.slice(range.start, range.end));
      labels.push(ABSTRACT_PARTS.indexOf(section.part));
    }
  return { sentences, labels };
}

const CONCLUSIONS = ABSTRACT_PARTS.indexOf('conclusions');
const METHODS = ABSTRACT_PARTS.indexOf('methods');
const BACKGROUND = ABSTRACT_PARTS.indexOf('background');

/**
 * Variants of a structured abstract that look like the unstructured abstracts of other fields, whose shape the
 * PubMed abstracts (a short background, long methods and results, always a conclusion) do not teach: without
 * its conclusions (many abstracts end on their findings), without its methods (a method named in passing), and
 * cut short — at most `keep` sentences of each part other than the background, so the background is a larger share
 * and the abstract four to eight sentences long — and opened by its aim (aimFirst). Variants with fewer than two
 * parts are left out.
 */
export function abstractVariants(abstract: LabelledSentences, random: () => number): LabelledSentences[] {
  const without = (part: number) => pick(abstract, (label) => label !== part);
  const short = () => {
    const keep = 1 + Math.floor(random() * 2);
    const seen = new Map<number, number>();
    return pick(abstract, (label) => {
      const n = (seen.get(label) ?? 0) + 1;
      seen.set(label, n);
      return label === BACKGROUND || n <= keep;
    });
  };
  const shortWithout = (part: number) => {
    const cut = short();
    return pick(cut, (label) => label !== part);
  };
  const aimed = aimFirst(abstract);
  return [
    without(CONCLUSIONS),
    without(METHODS),
    short(),
    shortWithout(CONCLUSIONS),
    ...(aimed ? [aimed] : []),
  ].filter((variant) => new Set(variant.labels).size >= 2);
}

/**
 * The abstract opened by its aim, as the humanities and social sciences often write one ("This paper evaluates
 * …", then what the reader needs to know, then what was done): when the background ends on a sentence stating
 * the aim ("The aim of this study was …", "Here we …") after at least one other, that sentence is moved to the
 * front, still background. PubMed's order (context, then aim, then methods) alone teaches that nothing after an
 * aim is background.
 */
export function aimFirst(abstract: LabelledSentences): LabelledSentences | undefined {
  const last = abstract.labels.lastIndexOf(BACKGROUND);
  if (last < 1 || abstract.labels.slice(0, last).some((label) => label !== BACKGROUND)) return undefined;
  const aim = abstract.sentences[last] ?? '';
  const cues = abstractFeatures(aim, 0, 1);
  if (!cues.includes('cue:aim') && !cues.includes('cue:here')) return undefined;
  const sentences = [aim, ...abstract.sentences.filter((_, i) => i !== last)];
  return { sentences, labels: [BACKGROUND, ...abstract.labels.filter((_, i) => i !== last)] };
}

/**
 * Held-out abstracts as they are (`full`) and in the shapes abstractVariants trains on, made the same way on every
 * run: without conclusions, without methods, at most two sentences of each part but the background, and both;
 * and those whose background ends on the aim, opened by it (`aimFirst`, only the abstracts that have one).
 */
export function heldOutVariants(heldOut: readonly LabelledSentences[]): Record<string, LabelledSentences[]> {
  const cut = (keep: (label: number, nth: number) => boolean) =>
    heldOut.map((abstract) => {
      const seen = new Map<number, number>();
      return pick(abstract, (label) => {
        const nth = (seen.get(label) ?? 0) + 1;
        seen.set(label, nth);
        return keep(label, nth);
      });
    });
  return {
    full: [...heldOut],
    noConclusions: cut((label) => label !== CONCLUSIONS),
    noMethods: cut((label) => label !== METHODS),
    short: cut((label, nth) => label === BACKGROUND || nth <= 2),
    shortNoConclusions: cut((label, nth) => label !== CONCLUSIONS && (label === BACKGROUND || nth <= 2)),
    aimFirst: heldOut.flatMap((abstract) => aimFirst(abstract) ?? []),
  };
}

function pick(abstract: LabelledSentences, keep: (label: number) => boolean): LabelledSentences {
  const sentences: string[] = [];
  const labels: number[] = [];
  abstract.labels.forEach((label, i) => {
    if (!keep(label)) return;
    sentences.push(abstract.sentences[i] ?? '');
    labels.push(label);
  });
  return { sentences, labels };
}

/**
 * Softmax regression by SGD (shuffled, seeded, decaying rate) over the features of every sentence of the training
 * abstracts (and their variants); weights stored as integers in hundredths, features whose weights all round to
 * near zero left out.
 */
export function trainAbstractModel(
  training: readonly LabelledAbstract[],
  options: TrainingOptions,
): AbstractModel {
  const random = seededRandom(options.seed ?? 6);
  const data: { features: string[]; label: number }[] = [];
  const documentFrequency = new Map<string, number>();
  let sentenceCount = 0;
  for (const abstract of training) {
    const original = abstractSentences(abstract);
    sentenceCount += original.sentences.length;
    const sequences = [original, ...(options.augment ? abstractVariants(original, random) : [])];
    const seen = new Set<string>();
    for (const { sentences, labels } of sequences)
      options.features(sentences).forEach((features, i) => {
        for (const feature of features) seen.add(feature);
        data.push({ features, label: labels[i] ?? 0 });
      });
    for (const feature of seen) documentFrequency.set(feature, (documentFrequency.get(feature) ?? 0) + 1);
  }
  // Keep features that occur in enough abstracts to generalise (and keep the file small).
  const weights = new Map<string, Float64Array>();
  for (const [feature, n] of documentFrequency)
    if (n >= options.minAbstracts) weights.set(feature, new Float64Array(ABSTRACT_PARTS.length));
  const group = (features: readonly string[], test: (f: string) => boolean) =>
    features
      .filter(test)
      .map((f) => weights.get(f))
      .filter((w) => w !== undefined);
  const active = data.map((example) => ({
    label: example.label,
    groups: [
      group(example.features, (f) => !LEXICAL.test(f) && !POSITION.test(f)),
      group(example.features, (f) => LEXICAL.test(f)),
      group(example.features, (f) => POSITION.test(f)),
    ],
  }));
  const keep = [1, 1 - options.wordDropout, 1 - options.positionDropout];
  const parts = ABSTRACT_PARTS.length;
  const exp = new Float64Array(parts);
  const kept: { w: Float64Array; factor: number }[] = [];
  const sums = new Map([...weights.values()].map((w) => [w, new Float64Array(parts)]));
  let snapshots = 0;
  const snapshot = () => {
    snapshots++;
    for (const [w, sum] of sums) for (let k = 0; k < parts; k++) sum[k] = (sum[k] ?? 0) + (w[k] ?? 0);
  };
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    const rate = 0.2 / (1 + epoch);
    for (let i = active.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [active[i], active[j]] = [active[j] as (typeof active)[number], active[i] as (typeof active)[number]];
    }
    for (const [n, example] of active.entries()) {
      if (options.averageFrom !== undefined && epoch >= options.averageFrom && n % 200 === 0) snapshot();
      // A kept feature of a group with dropout counts 1/keep, so the expected sum is the one the tagger sees.
      kept.length = 0;
      example.groups.forEach((weightsOfGroup, g) => {
        const share = keep[g] ?? 1;
        for (const w of weightsOfGroup)
          if (share >= 1 || random() < share) kept.push({ w, factor: 1 / share });
      });
      let max = Number.NEGATIVE_INFINITY;
      for (let k = 0; k < parts; k++) {
        let sum = 0;
        for (const { w, factor } of kept) sum += (w[k] ?? 0) * factor;
        exp[k] = sum;
        if (sum > max) max = sum;
      }
      let total = 0;
      for (let k = 0; k < parts; k++) {
        exp[k] = Math.exp((exp[k] ?? 0) - max);
        total += exp[k] ?? 0;
      }
      for (const { w, factor } of kept)
        for (let k = 0; k < parts; k++) {
          const gradient = ((exp[k] ?? 0) / total - (k === example.label ? 1 : 0)) * factor;
          w[k] = (w[k] ?? 0) * (1 - rate * options.l2) - rate * gradient;
        }
    }
  }
  if (snapshots)
    for (const [w, sum] of sums) for (let k = 0; k < parts; k++) w[k] = (sum[k] ?? 0) / snapshots;
  const model: AbstractModel = {
    labels: ABSTRACT_PARTS,
    scale: 100,
    weights: {},
    trainedOn: { abstracts: training.length, sentences: sentenceCount, heldOutAccuracy: 0 },
  };
  for (const [feature, w] of [...weights].sort(([a], [b]) => (a < b ? -1 : 1))) {
    // Integers in hundredths: "-12" is shorter than "-0.12", and two decimals change no decision.
    const rounded = [...w].map((v) => Math.round(v * model.scale));
    if (changesDecisions(rounded)) model.weights[feature] = rounded;
  }
  return model;
}

/**
 * Whether a feature's stored weights (in hundredths) are worth keeping in the file: one at least 0.05 — a feature
 * whose weights are all near zero changes no decision.
 */
export function changesDecisions(stored: readonly number[]): boolean {
  return stored.some((v) => Math.abs(v) >= 5);
}
