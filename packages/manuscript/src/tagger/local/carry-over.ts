import type { Paragraph } from '@galley/contracts';
import type { HeadingLike } from '../heading-like.ts';
import { addWhole } from './add-whole.ts';
import { isContributionRoleLine } from './contribution-role-line.ts';
import { startsHeadlessReferences } from './headless-references.ts';
import type { LocalTagging } from './local-tagging.ts';

// What the paragraphs before decide about this one, before its own section is looked at.
/**
 * A role line under "Author Contributions:" ("Concept and design: Saint-Maurice, Matthews.") continues them, and
 * says so (true: tagged); the first entry of a reference list with no heading opens the references.
 */
export function carryOver(
  state: LocalTagging,
  paragraph: Paragraph,
  heading: HeadingLike | undefined,
): boolean {
  const contributionsOpen = state.contributionsOpen;
  state.contributionsOpen = false;
  if (contributionsOpen && isContributionRoleLine(paragraph.text)) {
    addWhole(state, 'declaration.author_contributions', paragraph, 0.85);
    state.contributionsOpen = true;
    return true;
  }
  if (!heading && state.lastTop !== 'back.references' && startsHeadlessReferences(state, paragraph)) {
    state.stack.length = 0;
    state.lastTop = 'back.references';
  }
  return false;
}
