import type { CslItem } from '@galley/contracts';
import { tokenFeatures } from '../../packages/references/src/parser/token-features.ts';
import { tokenizeReference } from '../../packages/references/src/parser/tokenize-reference.ts';
import { CITATION_PRESETS } from '../../packages/references/src/presets/citation-presets.ts';
import type { LabelledString } from './labelled-string.ts';
import { renderLabelled } from './render-labelled.ts';
import type { TrainingSequence } from './train-perceptron.ts';
import { varyTemplate } from './vary-template.ts';

/** A labelled string as the tagger sees it: tokens' features, each token labelled by its first character. */
export function toSequence(labelled: LabelledString): TrainingSequence {
  const tokens = tokenizeReference(labelled.text);
  return {
    features: tokenFeatures(tokens),
    labels: tokens.map((token) => labelled.labels[token.start] ?? 'note'),
  };
}

/** `count` strings rendered from random PubMed items with randomly varied presets (see varyTemplate). */
export function renderTrainingStrings(
  items: CslItem[],
  count: number,
  random: () => number,
): LabelledString[] {
  const strings: LabelledString[] = [];
  for (let made = 0; made < count; made++) {
    const item = structuredClone(items[Math.floor(random() * items.length)] as CslItem);
    if (random() < 0.1) delete item.issue;
    // A third of the strings in NLM's own layout: PubMed's reference lists and most biomedical journals print it.
    const preset =
      random() < 0.3
        ? CITATION_PRESETS.find((candidate) => candidate.id === 'nlm-vancouver')
        : CITATION_PRESETS[Math.floor(random() * CITATION_PRESETS.length)];
    if (!preset) continue;
    strings.push(renderLabelled(item, varyTemplate(preset.template, random), 1 + Math.floor(random() * 80)));
  }
  return strings;
}
