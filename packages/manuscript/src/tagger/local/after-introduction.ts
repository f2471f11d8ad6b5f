import type { Paragraph, StepValue } from '@galley/contracts';
import { headingLike } from '../heading-like.ts';
import { headingLook } from '../heading-look.ts';
import { readsAsMethods } from '../reads-as-methods.ts';
import { headingAfter, headingIndexAfter } from './heading-after.ts';
import type { LocalTagging } from './local-tagging.ts';

// Many manuscripts name their methods section by its topic ("2. Study area"), which no lexicon knows: its
// look beside the introduction's, or its text, tells it is the methods.
/**
 * A top-level heading the lexicon does not know ("2. Study area") that looks like the introduction's own
 * ("1. Introduction"): a sibling section, and the one after the introduction is the methods.
 */
export function afterIntroduction(state: LocalTagging, paragraph: Paragraph): StepValue | undefined {
  const index = state.blocks.indexOf(paragraph);
  // The introduction so far: under its heading, or the text after the abstract when no heading came yet.
  if (state.lastTop !== 'main.introduction' && state.lastTop !== undefined) return undefined;
  const methodsAt = headingIndexAfter(state.blocks, index, 'main.materials_and_methods');
  const discussionAt = headingIndexAfter(state.blocks, index, 'main.discussion');
  // Methods after the discussion (Nature, Science, Cell): the sections between the introduction and the
  // discussion, named by what they found, are the results.
  // (The first heading straight after the abstract, before any introduction text, is the introduction's own.)
  if (
    state.sectionTags.some((tag) => tag.section === 'main.introduction') &&
    discussionAt >= 0 &&
    methodsAt > discussionAt &&
    headingIndexAfter(state.blocks, index, 'main.results') < 0
  )
    return 'main.results';
  // With a methods heading further on, sections between are the introduction's background or theory.
  if (methodsAt >= 0) return undefined;
  if (state.introductionLook !== undefined && headingLook(paragraph) === state.introductionLook)
    return 'main.materials_and_methods';
  // No look to go by (bold lines all): with a results heading ahead and none for the methods, the section
  // whose text reads as methods is where they begin.
  const isHeading = (i: number) => {
    const block = state.blocks[i];
    return block?.type === 'paragraph' && headingLike(block) !== undefined;
  };
  return headingAfter(state.blocks, index, 'main.results') &&
    readsAsMethods(state.blocks, index, isHeading, state.model)
    ? 'main.materials_and_methods'
    : undefined;
}
