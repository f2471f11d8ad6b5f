import type { Paragraph } from '@galley/contracts';
import { headingLike } from '../heading-like.ts';
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
  // A heading belongs to the section it heads: the subheadings right above the first results paragraph go with
  // it, and so does a section's own heading the lexicon does not know ("2. The gut–brain axis" in a review, whose
  // text is all results), not a "Methods" heading.
  let from = start;
  while (from > 0 && isUnknownHeading(methods[from - 1]?.paragraph)) from--;
  for (const tag of methods.slice(from)) {
    tag.section = 'main.results';
    tag.confidence = 0.6;
  }
  state.warnings.push({
    code: 'required_step_missing',
    message: 'No results heading was found: the end of the methods section was taken as the results.',
    step: 'main.results',
  });
}

function isUnknownHeading(paragraph: Paragraph | undefined): boolean {
  const heading = paragraph ? headingLike(paragraph) : undefined;
  return heading !== undefined && heading.target === undefined;
}
