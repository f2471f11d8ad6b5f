import type { StepValue } from '@galley/contracts';

// The four sections a subheading cannot leave: "Experimental design" under Methods stays methods.
export const CORE: ReadonlySet<StepValue> = new Set([
  'main.introduction',
  'main.materials_and_methods',
  'main.results',
  'main.discussion',
]);
