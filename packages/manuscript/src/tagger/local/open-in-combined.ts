import type { Paragraph, StepValue } from '@galley/contracts';
import type { HeadingLike } from '../heading-like.ts';
import type { ResultsOrDiscussion } from '../split-results-discussion.ts';
import { CORE } from './core-sections.ts';
import type { LocalTagging, OpenSection } from './local-tagging.ts';
import { tagSection } from './tag-section.ts';

// Subheadings under a combined "Results and Discussion" follow rules of their own: they may settle which of the
// two their text is, or leave it to the split at the end.
/**
 * A subheading inside a combined "Results and Discussion": "Discussion", "Limitations", "Future directions" and
 * the like open discussion, "Results" results, "Conclusions" discussion and conclusions; any other subheading
 * (a topic: "Oral contraception") stays in the combined section, whose paragraphs are split at the end.
 */
export function openInCombined(
  state: LocalTagging,
  paragraph: Paragraph,
  heading: HeadingLike,
  parent: OpenSection,
): void {
  const target = heading.target;
  const step = target?.kind === 'step' ? target.step : undefined;
  const fixed: ResultsOrDiscussion | undefined =
    target?.kind === 'discussion-part' || step === 'main.discussion' || step === 'main.conclusions'
      ? 'main.discussion'
      : step === 'main.results'
        ? 'main.results'
        : parent.fixed;
  if (step && !fixed && !CORE.has(step)) {
    // A section of its own (acknowledgements, references) that the document nested under the combined one.
    state.stack.push({ level: heading.level, section: step });
    state.sectionTags.push({ paragraph, section: step, confidence: 0.95 });
    return;
  }
  state.seenCore = true;
  if (step === 'main.conclusions') {
    const open: OpenSection = { level: heading.level, section: step, alsoDiscussion: true };
    state.stack.push(open);
    tagSection(state, paragraph, step, 0.9, open);
    return;
  }
  const open: OpenSection = { level: heading.level, section: fixed ?? 'main.results', combined: true };
  if (fixed) open.fixed = fixed;
  state.stack.push(open);
  tagSection(state, paragraph, open.section as StepValue, 0.85, open, true);
}
