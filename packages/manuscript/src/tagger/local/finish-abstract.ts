import { tagAbstract } from '../tag-abstract.ts';
import type { LocalTagging } from './local-tagging.ts';

// The abstract is gathered first and tagged once it ends, since only the whole tells labels from running prose.
export function finishAbstract(state: LocalTagging): void {
  if (tagAbstract(state.abstractItems, state.collector, state.model))
    state.warnings.push({
      code: 'abstract_classified',
      message: 'The abstract has no part labels: its sentences were split by the sentence classifier.',
    });
  state.abstractItems = [];
}
