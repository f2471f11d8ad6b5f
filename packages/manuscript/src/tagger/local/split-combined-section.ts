import type { Paragraph } from '@galley/contracts';
import { headingShaped } from '../heading-shaped.ts';
import { type CombinedItem, splitResultsAndDiscussion } from '../split-results-discussion.ts';
import { filledNeighbour } from './heading-after.ts';
import type { LocalTagging } from './local-tagging.ts';

// The board has separate results and discussion steps, so a combined section's paragraphs must be shared out.
/** Results and discussion under one heading: each paragraph goes to one of the two by what it does. */
export function splitCombinedResultsAndDiscussion(state: LocalTagging): void {
  const tags = state.sectionTags.filter((tag) => tag.combined);
  if (!tags.length) return;
  const items: CombinedItem[] = tags.map((tag, i) => ({
    text: tag.paragraph.text,
    // A subheading typed without a heading style is one by its shape: it goes with what it heads.
    heading: tag.combined?.heading || shapedHeading(state, tag.paragraph, tags[i + 1]?.paragraph),
    ...(tag.combined?.fixed ? { fixed: tag.combined.fixed } : {}),
  }));
  splitResultsAndDiscussion(items, state.model).forEach((label, i) => {
    const tag = tags[i];
    if (!tag || tag.section === label) return;
    tag.section = label;
    tag.confidence = 0.7;
  });
}

/** A subheading by its shape, over the next paragraph of the section when nothing (a table, a caption) stands between. */
function shapedHeading(state: LocalTagging, paragraph: Paragraph, next: Paragraph | undefined): boolean {
  if (!next || !headingShaped(paragraph, next)) return false;
  return filledNeighbour(state.blocks, state.blocks.indexOf(paragraph), 1) === next;
}
