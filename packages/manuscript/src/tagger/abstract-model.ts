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
  /**
   * How abstracts move from part to part, times `scale`: log-probabilities of the first part, of the part after
   * each part (rows: the part before; a sentence keeping its part counts too, so a part's usual length is in
   * there), and of the last part, counted on the training abstracts and the variants they are trained with. The
   * decoder adds them to the sentences' scores. Absent: every order that never goes backwards is as likely.
   */
  transitions?: AbstractTransitions;
  /**
   * The training run, for the record: abstracts and their sentences (without the variants also trained on), and
   * the held-out sentence accuracy — the mean over the held-out abstracts as they are and cut to other shapes.
   */
  trainedOn: { abstracts: number; sentences: number; heldOutAccuracy: number };
}

/** See AbstractModel.transitions. */
export interface AbstractTransitions {
  start: readonly number[];
  next: readonly (readonly number[])[];
  end: readonly number[];
}
