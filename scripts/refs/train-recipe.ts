import type { CslItem } from '@galley/contracts';
import type { TaggerModel } from '../../packages/references/src/parser/tagger-model.ts';
import { augmentAnystyle } from './augment-anystyle.ts';
import type { LabelledString } from './labelled-string.ts';
import { renderNonArticles } from './render-non-articles.ts';
import { seededRandom } from './seeded-random.ts';
import { trainPerceptron } from './train-perceptron.ts';
import { renderTrainingStrings, toSequence } from './training-sequences.ts';

/**
 * Rendered strings and epochs of the shipped model (a few minutes on two cores). 16 epochs rather than 10: anystyle
 * 5-fold value macro 0.952 → 0.955 with the chunk features (issue 18), the PubMed-linked strings unchanged.
 */
export const DEFAULT_RENDERED = 12000;
export const DEFAULT_EPOCHS = 16;
/**
 * How many times each anystyle string is seen per epoch: they are the only strings outside biomedicine. Measured
 * (issue 18, value macro on the anystyle 5-fold, fold seeds 20/120/220): 10 copies 0.963/0.964/0.961 against
 * 6's 0.966/0.962/0.962, 16 copies 0.965 on seed 120, at a cost on the PubMed-linked authors (0.975 → 0.971 at
 * 10, 0.972 at 16): fold noise, not a gain. Nor did 24 epochs (0.962 on seed 120), 6,000 non-articles (0.961),
 * transitions conditioned on a punctuation mark between the tokens (0.961/0.961 on seeds 20/120), or features
 * for the share of journal-title words in a chunk and segment, the segments left, and the words two away
 * (0.962 on seed 20; the first two alone 0.962 on seeds 20 and 120). Nor did the mean of three models trained on
 * other seeds (20, 1020, 2020 on the same folds; 0.966, 0.963, 0.961 alone): 0.965, and a file 40 % larger.
 * Nor did another model class on the same features and decoder: a linear-chain CRF trained by SGD on the
 * log-likelihood with an L2 penalty (c2 1 or 0.2, 16 or 30 epochs, small weights kept or dropped) gave 0.961 on
 * seed 20 (container 0.918) and 0.965 on its folds 1–2, where the perceptron gives 0.970.
 */
export const DEFAULT_ANYSTYLE_COPIES = 6;
export const DEFAULT_AUGMENTED = 0;
/** Books, chapters, reports, web pages, conference papers and preprints rendered by renderNonArticles. */
export const DEFAULT_NON_ARTICLES = 3000;

export interface RecipeOptions {
  anystyle: LabelledString[];
  items: CslItem[];
  rendered: number;
  epochs: number;
  seed: number;
  anystyleCopies?: number;
  /** Strings made from the anystyle ones by swapping fields' words (see augmentAnystyle). */
  augmented?: number;
  nonArticles?: number;
  log?: (line: string) => void;
}

/**
 * The one training recipe, used for the shipped model and for every fold of the evaluation: anystyle's
 * hand-labelled strings (DEFAULT_ANYSTYLE_COPIES times per epoch: they are the only ones outside biomedicine),
 * optionally strings made from them by swapping fields (augmentAnystyle), plus strings rendered from PubMed
 * items, and 300 more rendered strings to calibrate the confidences.
 */
export function trainWithRecipe(options: RecipeOptions): TaggerModel {
  const random = seededRandom(options.seed);
  const rendered = renderTrainingStrings(options.items, options.rendered, random);
  const copies = options.anystyleCopies ?? DEFAULT_ANYSTYLE_COPIES;
  const augmented = augmentAnystyle(options.anystyle, options.augmented ?? DEFAULT_AUGMENTED, random);
  const sequences = [
    ...Array.from({ length: copies }, () => options.anystyle).flat(),
    ...augmented,
    ...renderNonArticles(options.items, options.nonArticles ?? DEFAULT_NON_ARTICLES, random),
    ...rendered,
  ].map(toSequence);
  const calibration = renderTrainingStrings(options.items, 300, seededRandom(options.seed + 1)).map(
    toSequence,
  );
  return trainPerceptron(sequences, {
    epochs: options.epochs,
    minCount: 2,
    random,
    calibration,
    ...(options.log ? { log: options.log } : {}),
  });
}
