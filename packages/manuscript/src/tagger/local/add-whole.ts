import type { Paragraph, StepValue } from '@galley/contracts';
import type { LocalTagging } from './local-tagging.ts';

// Most of the local tagger's steps take a paragraph whole; one name for that keeps the walk readable.
export function addWhole(
  state: LocalTagging,
  step: StepValue,
  paragraph: Paragraph,
  confidence: number,
): void {
  state.collector.add(step, paragraph.id, paragraph.text, 0, paragraph.text.length, confidence);
}
