import type { Paragraph } from '@galley/contracts';
import type { HeadingTarget } from '../heading-lexicon.ts';
import type { HeadingLike } from '../heading-like.ts';
import { coreAhead } from './core-ahead.ts';
import type { LocalTagging } from './local-tagging.ts';

const CONCLUSIONS: HeadingTarget = { kind: 'step', step: 'main.conclusions' };

/**
 * What a heading names in the body. "Summary" there is no abstract (a second abstract after the main text is headed
 * "Abstract" or comes after the references): after the results or the discussion, a top-level "Summary" ("5.
 * Summary") with no core section ahead closes the paper, its conclusions; a "3.2 Summary" or one with the
 * discussion still to come is part of the section it sits in, as a heading the lexicon does not know.
 */
export function bodyHeadingTarget(
  state: LocalTagging,
  paragraph: Paragraph,
  heading: HeadingLike,
): HeadingTarget | undefined {
  const afterMain = state.lastTop === 'main.results' || state.lastTop === 'main.discussion';
  if (!afterMain || heading.target?.kind !== 'abstract' || heading.normalized !== 'summary')
    return heading.target;
  return heading.level === 1 && !coreAhead(state, paragraph) ? CONCLUSIONS : undefined;
}
