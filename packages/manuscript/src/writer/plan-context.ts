import type { ArticleTemplate, ComplianceReport, StepValue } from '@galley/contracts';
import { headingLike } from '../tagger/heading-like.ts';
import type { PlanBlock, PlanPart } from './document-plan.ts';
import { coversParagraph, type Fragment, fragmentText } from './fragment.ts';
import type { ManuscriptIndex } from './source-index.ts';
import { stripLabels } from './strip-labels.ts';

/** What every part of the planner reads (the source, its steps, the template) and adds to (the report's lists). */
export interface PlanContext {
  index: ManuscriptIndex;
  template: ArticleTemplate;
  /** Each step's fragments, collected from the tags (see collectSteps). */
  fragments: ReadonlyMap<StepValue, Fragment[]>;
  changes: ComplianceReport['changes'];
  problems: ComplianceReport['problems'];
  missing: ComplianceReport['missing'];
}

/** A step's fragments without the source's own heading or label for it. */
export function stepFragments(context: PlanContext, step: StepValue): Fragment[] {
  return stripLabels(context.index, step, context.fragments.get(step) ?? []).fragments;
}

export function stepText(context: PlanContext, step: StepValue): string {
  return stepFragments(context, step)
    .map((f) => fragmentText(context.index, f))
    .join(' ');
}

/** Fragments run together into one paragraph, a space between them. */
export function joinParts(fragments: readonly Fragment[]): PlanPart[] {
  return fragments.flatMap((fragment, position) =>
    position ? [{ text: ' ' }, { fragment }] : [{ fragment }],
  );
}

/**
 * A source fragment as an output paragraph: a sub-heading (or an appendix's own title) stays one, a list item keeps
 * its label as text (the author's numbers, whatever the output's order) and its nesting level.
 */
export function paragraphBlock(index: ManuscriptIndex, fragment: Fragment, role?: 'caption'): PlanBlock {
  const paragraph = index.paragraphs.get(fragment.block);
  const parts: PlanPart[] = [];
  if (paragraph?.list && fragment.start === 0) parts.push({ text: `${paragraph.list.label} ` });
  parts.push({ fragment });
  if (paragraph && !role && coversParagraph(index, fragment)) {
    const heading = headingLike(paragraph);
    // An appendix's own title left in its section ("Appendix B") is a sub-heading too, like the reader's.
    const appendixTitle = heading?.target?.kind === 'step' && heading.target.step === 'back.appendix';
    if (heading?.byReader || (heading && heading.target === undefined) || appendixTitle)
      return { kind: 'paragraph', role: 'subheading', level: Math.min(Math.max(2, heading.level), 4), parts };
  }
  const listLevel = paragraph?.list ? { listLevel: paragraph.list.level } : {};
  return role ? { kind: 'paragraph', role, parts, ...listLevel } : { kind: 'paragraph', parts, ...listLevel };
}
