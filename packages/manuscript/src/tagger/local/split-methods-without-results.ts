import { findResultsStart } from '../split-methods-results.ts';
import type { LocalTagging } from './local-tagging.ts';

// Some manuscripts run their results on under the methods heading; without this the required results step
// would be missing.
/** No results section anywhere: the results are likely the end of the (last) methods section. */
export function splitMethodsWithoutResults(state: LocalTagging): void {
  if (state.sectionTags.some((tag) => tag.section === 'main.results')) return;
  const methods = state.sectionTags.filter((tag) => tag.section === 'main.materials_and_methods');
  const start = findResultsStart(
    methods.map((tag) => tag.paragraph),
    state.model,
  );
  if (start === undefined) return;
  for (const tag of methods.slice(start)) {
    tag.section = 'main.results';
    tag.confidence = 0.6;
  }
  state.warnings.push({
    code: 'required_step_missing',
    message: 'No results heading was found: the end of the methods section was taken as the results.',
    step: 'main.results',
  });
}
