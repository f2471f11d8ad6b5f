import type { BodyStep, StepValue } from '@galley/contracts';
import { affiliationParts, bylineRaisesMarks } from './affiliation-number.ts';
import { withoutCorrespondenceLabel } from './correspondence-label.ts';
import { countWords } from './count-words.ts';
import { headingFor } from './default-headings.ts';
import type { PlanBlock } from './document-plan.ts';
import { extractKeywords } from './extract-keywords.ts';
import { type Fragment, fragmentText, mergeFragments } from './fragment.ts';
import { joinParts, type PlanContext, paragraphBlock, stepFragments } from './plan-context.ts';
import { reportUnplacedFrontSteps } from './report-unplaced-front-steps.ts';

const ABSTRACT_STEPS = [
  'abstract.background',
  'abstract.methods',
  'abstract.results',
  'abstract.conclusions',
] as const;

/**
 * The title page, item by item as the template lists them: title, running title, authors, affiliations,
 * correspondence, keywords, word counts, and the declarations it wants there (under their headings). A page break
 * after it when the template wants a separate page (blinded review).
 */
export function planTitlePage(
  context: PlanContext,
  facts: { title: string; keywords: string[]; abstractWords: number; mainWords: number },
): PlanBlock[] {
  const { template, index } = context;
  const blocks: PlanBlock[] = [];
  const sectionHeading = (step: StepValue) =>
    template.sections.find((s) => s.from.includes(step as BodyStep))?.heading ?? headingFor(step);
  for (const item of template.titlePage.items) {
    if (item === 'word_counts') {
      const counts = `abstract ${facts.abstractWords}; main text ${facts.mainWords}; title ${countWords(facts.title)}`;
      blocks.push({ kind: 'paragraph', parts: [{ text: 'Word count: ', bold: true }, { text: counts }] });
      continue;
    }
    if (item === 'abstract.keywords') {
      if (facts.keywords.length && context.template.keywords.printed !== false)
        blocks.push(keywordsParagraph(context, facts.keywords));
      continue;
    }
    const fragments = titlePageFragments(context, item);
    if (fragments.length === 0) continue;
    if (item === 'front.title') {
      blocks.push({ kind: 'paragraph', role: 'title', parts: joinParts(fragments) });
    } else if (item === 'front.running_title' || item === 'front.correspondence') {
      const [first, ...rest] = fragments;
      if (first)
        blocks.push({
          kind: 'paragraph',
          parts: [{ text: `${headingFor(item)}: `, bold: true }, { fragment: first }],
        });
      for (const fragment of rest) blocks.push(paragraphBlock(index, fragment));
    } else if (item === 'front.affiliations') {
      const raised = bylineRaisesMarks(index, stepFragments(context, 'front.authors'));
      for (const fragment of fragments)
        blocks.push({ kind: 'paragraph', parts: affiliationParts(index, fragment, raised) });
    } else if (item === 'front.authors') {
      for (const fragment of fragments) blocks.push({ kind: 'paragraph', parts: [{ fragment }] });
    } else {
      blocks.push({ kind: 'heading', level: 2, text: sectionHeading(item) });
      for (const fragment of fragments) blocks.push(paragraphBlock(index, fragment));
      if (template.sections.some((s) => s.from.includes(item as BodyStep)))
        context.changes.push({ kind: 'moved', detail: `${item} moved to the title page.` });
    }
  }
  reportUnplacedFrontSteps(context);
  if (!facts.title) {
    context.missing.push({ step: 'front.title', heading: null });
    context.problems.push({ code: 'missing_required', detail: 'No title was tagged.' });
  }
  if (template.titlePage.separatePage) blocks.push({ kind: 'pageBreak' });
  return blocks;
}

/** A title-page item's fragments; the correspondence line without the source's label (the template writes one). */
function titlePageFragments(context: PlanContext, item: StepValue): Fragment[] {
  const fragments = stepFragments(context, item);
  if (item !== 'front.correspondence') return fragments;
  return fragments.flatMap((fragment) => withoutCorrespondenceLabel(context.index, fragment) ?? []);
}

/**
 * The abstract as the template wants it: under its structured headings (each with the text of its `from` steps, run
 * in after a bold label), as one running paragraph, or left out.
 */
export function planAbstract(context: PlanContext): { blocks: PlanBlock[]; text: string } {
  const { template, index } = context;
  const spec = template.abstract;
  const present = ABSTRACT_STEPS.filter((step) => context.fragments.get(step)?.length);
  if (spec.structure === 'none') {
    if (present.length)
      context.changes.push({
        kind: 'moved',
        detail: 'The abstract was left out: this article type has none.',
      });
    return { blocks: [], text: '' };
  }
  const blocks: PlanBlock[] = [{ kind: 'heading', level: 1, text: 'Abstract' }];
  const texts: string[] = [];
  if (spec.structure === 'unstructured') {
    const fragments = mergeFragments(
      index,
      present.flatMap((step) => stepFragments(context, step)),
    );
    if (fragments.length) blocks.push({ kind: 'paragraph', parts: joinParts(fragments) });
    texts.push(...fragments.map((f) => fragmentText(index, f)));
    if (present.length > 1 || fragments.length > 1)
      context.changes.push({
        kind: 'merged',
        detail: `The abstract (${present.join(', ')}) merged into one running paragraph.`,
      });
  } else {
    for (const heading of spec.headings) {
      const fragments = mergeFragments(
        index,
        heading.from.flatMap((step) => stepFragments(context, step)),
      );
      if (fragments.length === 0) {
        // A heading no tagged part feeds (The Lancet's "Funding", JAMA's "Importance") is the author's to write;
        // a heading whose parts were not tagged is a missing part.
        const [step] = heading.from;
        if (step) context.missing.push({ step, heading: heading.heading });
        else
          context.problems.push({
            code: 'abstract_heading_to_write',
            detail: `The journal's abstract has a "${heading.heading}" heading that no part of the manuscript fills; write it before submitting.`,
          });
        continue;
      }
      const [first, ...rest] = fragments;
      if (first)
        blocks.push({
          kind: 'paragraph',
          parts: [{ text: `${heading.heading}: `, bold: true }, { fragment: first }],
        });
      for (const fragment of rest) blocks.push({ kind: 'paragraph', parts: [{ fragment }] });
      texts.push(...fragments.map((f) => fragmentText(index, f)));
      context.changes.push({
        kind: 'relabelled',
        detail: `Abstract ${heading.from.join(' + ')} → "${heading.heading}".`,
      });
    }
  }
  if (texts.length === 0) return { blocks: [], text: '' };
  return { blocks, text: texts.join('\n') };
}

/** The keywords (one per line or separated in the source) under the template's heading, with its separator. */
export function planKeywords(context: PlanContext): { list: string[]; blocks: PlanBlock[] } {
  const list = extractKeywords(
    stepFragments(context, 'abstract.keywords').map((f) => fragmentText(context.index, f)),
  );
  if (list.length && context.template.keywords.printed === false) {
    // The journal prints no keywords (The Lancet, NEJM, JAMA): they go in its submission form, not the file.
    context.changes.push({
      kind: 'omitted',
      detail: `${list.length} keyword(s) left out: the journal prints none (give them in its submission form).`,
    });
    return { list, blocks: [] };
  }
  return { list, blocks: list.length ? [keywordsParagraph(context, list)] : [] };
}

function keywordsParagraph(context: PlanContext, list: string[]): PlanBlock {
  const { heading, separator } = context.template.keywords;
  return {
    kind: 'paragraph',
    parts: [
      { text: /[:：]\s*$/.test(heading) ? `${heading} ` : `${heading}: `, bold: true },
      { text: list.join(separator) },
    ],
  };
}
