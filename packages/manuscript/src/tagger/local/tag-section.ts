import type { Paragraph, StepValue } from '@galley/contracts';
import type { LocalTagging, OpenSection } from './local-tagging.ts';

// Section text is not added at once but kept, so a combined results-and-discussion section or methods with no
// results after them can still be split when the walk ends.
/** Tags a paragraph (or heading) by its section, marking what a combined section will split later. */
export function tagSection(
  state: LocalTagging,
  paragraph: Paragraph,
  section: StepValue,
  confidence: number,
  open: OpenSection | undefined,
  heading = false,
): void {
  const combined = open?.combined ? { heading, ...(open.fixed ? { fixed: open.fixed } : {}) } : undefined;
  state.sectionTags.push({ paragraph, section, confidence, ...(combined ? { combined } : {}) });
  if (open?.alsoDiscussion) state.sectionTags.push({ paragraph, section: 'main.discussion', confidence });
}
