import { type BodyStep, MANUSCRIPT_STEPS, type StepValue } from '@galley/contracts';
import { headingFor } from './default-headings.ts';
import { type Fragment, mergeFragments } from './fragment.ts';
import type { PlanContext } from './plan-context.ts';
import { sameHeading, stripLabels } from './strip-labels.ts';

/** One body section as planned, before it is written: its source fragments in reading order. */
export interface SectionContent {
  heading: string | null;
  steps: StepValue[];
  kind: 'text' | 'references' | 'legends';
  fragments: Fragment[];
  required: boolean;
  /** Sub-headings written before a fragment (`block:start`): each declaration of a shared "Declarations" section. */
  subheadings: Map<string, string>;
}

const DECLARATION_LIKE = /^(?:declaration\.|main\.acknowledgements$)/;
const BODY_STEP_ORDER = MANUSCRIPT_STEPS.map((s) => s.value).filter((step): step is BodyStep =>
  /^(main|declaration|back)\./.test(step),
);
const DUPLICATE_HOST = new Map(
  MANUSCRIPT_STEPS.flatMap((s) => (s.duplicateFrom ? [[s.value, s.duplicateFrom] as const] : [])),
);

/**
 * The template's body sections in its order, each with the text of its `from` steps (the source's own heading of
 * the section left out), leaving out steps the title page takes. Parts the template has no place for are merged into
 * their host section when they may share its text (conclusions into the discussion, a declaration into the methods),
 * else appended under a default heading, so no tagged text is lost.
 */
export function planBodySections(context: PlanContext, titleItems: ReadonlySet<string>): SectionContent[] {
  const sections: SectionContent[] = [];
  const placedInBody = new Set<StepValue>();
  for (const section of context.template.sections) {
    const steps = section.from.filter((step) => !titleItems.has(step));
    for (const step of steps) placedInBody.add(step);
    if (steps.length === 0) continue;
    sections.push(sectionContent(context, section.heading, steps, section.required));
  }
  for (const step of BODY_STEP_ORDER) {
    if (placedInBody.has(step) || titleItems.has(step) || !context.fragments.get(step)?.length) continue;
    const host = DUPLICATE_HOST.get(step);
    const hostSection = host && sections.find((s) => s.kind === 'text' && s.steps.includes(host));
    if (hostSection) {
      hostSection.fragments = mergeFragments(context.index, [
        ...hostSection.fragments,
        ...(context.fragments.get(step) ?? []),
      ]);
      context.changes.push({
        kind: 'merged',
        detail: `${step} merged into ${host}: the template has no section for it.`,
      });
      continue;
    }
    const content = sectionContent(context, headingFor(step), [step], false);
    if (content.fragments.length || content.kind === 'references') {
      sections.push(content);
      context.changes.push({
        kind: 'moved',
        detail: `${step} appended at the end under "${headingFor(step)}": the template has no section for it.`,
      });
    }
  }
  return sections;
}

function sectionContent(
  context: PlanContext,
  heading: string | null,
  steps: StepValue[],
  required: boolean,
): SectionContent {
  const kind = steps.includes('back.references')
    ? 'references'
    : steps.every((s) => s === 'back.figure_legends')
      ? 'legends'
      : 'text';
  const siblings = new Set(steps);
  const fragments: Fragment[] = [];
  const subheadings = new Map<string, string>();
  const declarations = steps.length > 1 && steps.every((s) => DECLARATION_LIKE.test(s));
  for (const step of steps) {
    if (step === 'back.figure_legends' && context.template.figureLegends.placement !== 'end') continue;
    const stripped = stripLabels(context.index, step, context.fragments.get(step) ?? [], siblings);
    const first = stripped.fragments[0];
    if (declarations && first) subheadings.set(`${first.block}:${first.start}`, headingFor(step));
    fragments.push(...stripped.fragments);
    for (const label of stripped.dropped) {
      const renamed = heading && !sameHeading(label.text, heading);
      const keptAsSubheading = declarations && sameHeading(label.text, headingFor(step));
      if (renamed && !keptAsSubheading)
        context.changes.push({ kind: 'relabelled', detail: `"${label.text}" → "${heading}" (${step}).` });
    }
  }
  const withText = steps.filter((step) => context.fragments.get(step)?.length);
  if (withText.length > 1 && kind === 'text')
    context.changes.push({
      kind: 'merged',
      detail: `${withText.join(' + ')} written as one section "${heading ?? ''}".`,
    });
  return { heading, steps, kind, fragments: mergeFragments(context.index, fragments), required, subheadings };
}
