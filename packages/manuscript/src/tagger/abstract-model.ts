/** The four parts an unstructured abstract's sentences are split into, in the order they appear. */
export const ABSTRACT_PARTS = ['background', 'methods', 'results', 'conclusions'] as const;
export type AbstractPart = (typeof ABSTRACT_PARTS)[number];

/**
 * The sentence classifier as shipped in abstract-sentence-model.json (built by
 * scripts/manuscript/train-abstract-classifier.ts from the labelled structured abstracts of the PubMed corpus):
 * softmax regression, one weight per part for each kept feature, stored as integers to keep the file small.
 */
export interface AbstractModel {
  labels: readonly AbstractPart[];
  /** Stored weights are the real ones times `scale`. */
  scale: number;
  /** Feature → weights in `labels` order, times `scale`. */
  weights: Record<string, readonly number[]>;
  /** Held-out figures of the training run, for the record. */
  trainedOn: { abstracts: number; sentences: number; heldOutAccuracy: number };
}
