import type { HeadingTarget } from '../heading-lexicon.ts';
import type { HeadingLike } from '../heading-like.ts';
import type { LocalTagging } from './local-tagging.ts';

const CONCLUSIONS: HeadingTarget = { kind: 'step', step: 'main.conclusions' };

/**
 * "Summary" (or "5. Summary") right after the results or the discussion closes the paper: its conclusions, not an
 * abstract (a second abstract after the main text is headed "Abstract" or comes after the references).
 */
export function closingSummary(state: LocalTagging, heading: HeadingLike): HeadingTarget | undefined {
  const afterMain = state.lastTop === 'main.results' || state.lastTop === 'main.discussion';
  return afterMain && heading.target?.kind === 'abstract' && heading.normalized === 'summary'
    ? CONCLUSIONS
    : undefined;
}
