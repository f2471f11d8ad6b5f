import { headingFor } from './default-headings.ts';
import { type PlanContext, stepFragments } from './plan-context.ts';

const FRONT_STEPS = [
  'front.running_title',
  'front.authors',
  'front.affiliations',
  'front.correspondence',
] as const;

/**
 * Front-matter steps the author tagged that the journal's title page has no place for (many journals take the running
 * title or the correspondence in their submission form): left out, so the compliance report says so — nothing the
 * author wrote may vanish without a word.
 */
export function reportUnplacedFrontSteps(context: PlanContext): void {
  for (const step of FRONT_STEPS)
    if (!context.template.titlePage.items.includes(step) && stepFragments(context, step).length)
      context.changes.push({
        kind: 'omitted',
        detail: `${headingFor(step)} tagged, but this journal's title page has no place for it: left out.`,
      });
}
