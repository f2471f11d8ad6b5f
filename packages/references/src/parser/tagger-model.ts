/**
 * The learned tagger as shipped in reference-tagger-model.json (built by scripts/refs/train-refs-parser.ts):
 * an averaged structured perceptron over token features with first-order label transitions. Weights are
 * integers (divide by `scale`); each feature keeps only its non-zero weights as [label, weight, label, ...].
 */
export interface TaggerModel {
  labels: string[];
  scale: number;
  /** Softmax temperature that turns score differences into calibrated per-token confidences. */
  temperature: number;
  /** (labels + 1) × labels: row 0 scores the first label, row p + 1 follows label p. */
  transitions: number[];
  /** Feature id (see featureId, written as a decimal string) → its non-zero weights. */
  features: Record<string, number[]>;
}
