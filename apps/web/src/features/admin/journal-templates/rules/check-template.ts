import { type ArticleTemplateOverride, type ArticleType, BodyStep, requiredSteps } from '@galley/contracts';
import { BODY_STEPS } from './step-rules.ts';

/** One problem of a layout: a key of `validation.*` in the admin catalogue and its values. */
export interface TemplateProblem {
  key: string;
  values?: Record<string, string>;
}

const ABSTRACT_STEPS = [
  'abstract.background',
  'abstract.methods',
  'abstract.results',
  'abstract.conclusions',
];

/**
 * The rules every shipped template keeps (packages/journals template-families.test.ts), applied to what staff
 * edit: the parts present are checked on their own, and a complete layout (a family's, per article type) also
 * for every tagged part being placed once and each required step sitting in a required section.
 */
export function checkTemplate(
  parts: ArticleTemplateOverride,
  articleType: ArticleType | null,
): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  const sections = parts.sections;
  if (sections) {
    if (sections.length === 0) problems.push({ key: 'noSections' });
    sections.forEach((section, index) => {
      if (section.from.length === 0)
        problems.push({ key: 'sectionEmpty', values: { number: String(index + 1) } });
    });
    const headings = sections.flatMap((section) => (section.heading ? [section.heading.trim()] : []));
    for (const heading of new Set(headings.filter((each, index) => headings.indexOf(each) !== index)))
      problems.push({ key: 'headingTwice', values: { heading } });
    const inSections = sections.flatMap((section) => section.from);
    const onTitlePage = (parts.titlePage?.items ?? []).filter((item) => BodyStep.safeParse(item).success);
    const placed = [...inSections, ...onTitlePage];
    for (const step of new Set(placed.filter((each, index) => placed.indexOf(each) !== index)))
      problems.push({ key: 'stepTwice', values: { step } });
    if (articleType) {
      for (const step of requiredSteps(articleType).filter((each) => BodyStep.safeParse(each).success)) {
        const holder = sections.find((section) => section.from.includes(step as BodyStep));
        if (!holder) problems.push({ key: 'requiredMissing', values: { step } });
        else if (!holder.required) problems.push({ key: 'requiredOptional', values: { step } });
      }
      if (parts.titlePage && parts.figureLegends) {
        const expected = BODY_STEPS.filter(
          (step) => step !== 'back.figure_legends' || parts.figureLegends?.placement === 'end',
        );
        for (const step of expected.filter((each) => !placed.includes(each)))
          problems.push({ key: 'stepUnplaced', values: { step } });
      }
    }
  }
  const abstract = parts.abstract;
  if (abstract?.structure === 'structured') {
    if (abstract.headings.some((heading) => heading.heading.trim() === ''))
      problems.push({ key: 'abstractHeadingEmpty' });
    const fed = abstract.headings.flatMap((heading) => heading.from);
    for (const step of ABSTRACT_STEPS) {
      const times = fed.filter((each) => each === step).length;
      if (times !== 1)
        problems.push({ key: times === 0 ? 'abstractStepMissing' : 'abstractStepTwice', values: { step } });
    }
  }
  return problems;
}
