import { headingShaped } from '../heading-shaped.ts';
import { type CombinedItem, splitResultsAndDiscussion } from '../split-results-discussion.ts';
import type { LocalTagging } from './local-tagging.ts';

// The board has separate results and discussion steps, so a combined section's paragraphs must be shared out.
/** Results and discussion under one heading: each paragraph goes to one of the two by what it does. */
export function splitCombinedResultsAndDiscussion(state: LocalTagging): void {
  const tags = state.sectionTags.filter((tag) => tag.combined);
  if (!tags.length) return;
  const items: CombinedItem[] = tags.map((tag, i) => ({
    text: tag.paragraph.text,
    // A subheading typed without a heading style is one by its shape: it goes with what it heads.
    heading: tag.combined?.heading || headingShaped(tag.paragraph.text, tags[i + 1]?.paragraph.text),
    ...(tag.combined?.fixed ? { fixed: tag.combined.fixed } : {}),
  }));
  splitResultsAndDiscussion(items, state.model).forEach((label, i) => {
    const tag = tags[i];
    if (!tag || tag.section === label) return;
    tag.section = label;
    tag.confidence = 0.7;
  });
}
