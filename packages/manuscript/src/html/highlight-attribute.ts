import { type StepValue, StepValue as StepValueSchema } from '@galley/contracts';

const PREFIX = 'data-highlight-container-';

/** `data-highlight-container-{stepValue}-{index}` (spec §3 "Highlight"). */
export function highlightAttribute(step: StepValue, index: number): string {
  return `${PREFIX}${step}-${index}`;
}

/** The step and index an attribute name carries, or undefined for any other attribute. */
export function parseHighlightAttribute(name: string): { step: StepValue; index: number } | undefined {
  if (!name.startsWith(PREFIX)) return undefined;
  const match = /^(.+)-(\d+)$/.exec(name.slice(PREFIX.length));
  const step = StepValueSchema.safeParse(match?.[1]);
  return step.success && match?.[2] ? { step: step.data, index: Number(match[2]) } : undefined;
}
