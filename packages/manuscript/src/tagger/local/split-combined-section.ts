import { type CombinedItem, splitResultsAndDiscussion } from '../split-results-discussion.ts';
import type { LocalTagging } from './local-tagging.ts';

// The board has separate results and discussion steps, so a combined section's paragraphs must be shared out.
/** Results and discussion under one heading: each paragraph goes to one of the two by what it does. */
export function splitCombinedResultsAndDiscussion(state: LocalTagging): void {
  const tags = state.sectionTags.filter((tag) => tag.combined);
  if (!tags.length) return;
  const items: CombinedItem[] = tags.map((tag) => ({
    text: tag.paragraph.text,
    heading: tag.combined?.heading ?? false,
    ...(tag.combined?.fixed ? { fixed: tag.combined.fixed } : {}),
  }));
  splitResultsAndDiscussion(items, state.model).forEach((label, i) => {
    const tag = tags[i];
    if (!tag || tag.section === label) return;
    tag.section = label;
    tag.confidence = 0.7;
  });
}
