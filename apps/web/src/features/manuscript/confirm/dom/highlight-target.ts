import type { StepValue } from '@galley/contracts';
import { parseHighlightAttribute } from '@galley/manuscript/board';

export interface HighlightHit {
  step: StepValue;
  index: number;
}

/** The highlights an element sits in, innermost first (its own span, then the spans around it). */
export function highlightsAround(target: EventTarget | null, container: Element): HighlightHit[] {
  const hits: HighlightHit[] = [];
  let element = target instanceof Element ? target : null;
  while (element && element !== container) {
    const control = /^highlight-delete-(.+)-(\d+)$/.exec(element.id);
    if (control) hits.push({ step: control[1] as StepValue, index: Number(control[2]) });
    for (const name of element.getAttributeNames()) {
      const parsed = parseHighlightAttribute(name);
      if (parsed) hits.push(parsed);
    }
    element = element.parentElement;
  }
  return hits;
}
