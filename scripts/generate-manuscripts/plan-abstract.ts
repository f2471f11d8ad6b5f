import type { StepValue } from '@galley/contracts';
import type { AbstractPart } from '../../packages/manuscript/src/tagger/abstract-model.ts';
import type { LabelledAbstract } from '../manuscript/read-labelled-abstracts.ts';
import { abstractProse } from './abstract-prose.ts';
import { para } from './generated-document.ts';
import type { PlanContext } from './plan-context.ts';
import { planFirstPageNote } from './plan-first-page-note.ts';
import { running } from './plan-front.ts';

const STEP: Record<AbstractPart, StepValue> = {
  background: 'abstract.background',
  methods: 'abstract.methods',
  results: 'abstract.results',
  conclusions: 'abstract.conclusions',
};
const LABELS: Record<AbstractPart, string[]> = {
  background: ['Background', 'Objective', 'Objectives', 'Aims', 'Purpose', 'Introduction'],
  methods: ['Methods', 'Design', 'Materials and methods', 'Methodology'],
  results: ['Results', 'Findings'],
  conclusions: ['Conclusions', 'Conclusion', 'Interpretation'],
};

/**
 * The abstract (headed, run-in labels, or one unlabelled paragraph) and the keywords after it; says whether the
 * abstract had a heading of its own.
 */
export function planAbstract(ctx: PlanContext, source: LabelledAbstract, runningTitle: string): boolean {
  const { random, layout } = ctx;
  const heading = ctx.words('abstract');
  // The "Abstract" heading goes with the abstract's first part (as in the dev gold).
  const first = [STEP[source.sections[0]?.part ?? 'background']];
  // Some manuscripts give the abstract no heading at all (unlabelled prose, or run-in part labels).
  const summary = layout.order === 'methods-last';
  const headless = summary || (layout.abstract !== 'headings' && random.chance(0.15));
  // IEEE's journals run the label into the abstract with a dash ("Abstract—We …", "Index Terms—…").
  const dashed =
    layout.abstract === 'unstructured' && !headless && layout.language === 'en' && random.chance(0.3);
  if (headless || dashed) {
    // nothing: the abstract's first paragraph follows the title page, or carries its label
  } else if (layout.headings === 'typed' || random.chance(0.2)) ctx.push(para(heading, first));
  else ctx.heading(heading, 1, first);
  const colonless = layout.abstract === 'run-in' && random.chance(0.25);
  // Science's manuscripts run the label into the summary paragraph ("Abstract: Cattle were …").
  const runInSummary = summary && random.chance(0.3);
  if (summary || layout.abstract === 'unstructured') {
    const label = dashed ? `${heading}—` : runInSummary ? `${heading}: ` : '';
    const { text, sentenceParts } = abstractProse(source, label);
    const runs = dashed
      ? [
          { text: label, italic: true, bold: true },
          { text, bold: true },
        ]
      : runInSummary
        ? [{ text: label, bold: true }, { text }]
        : [{ text }];
    ctx.push(para('', [], { sentenceParts, runs }));
  } else {
    for (const section of source.sections) {
      const label = random.pick(LABELS[section.part]);
      const step = STEP[section.part];
      if (layout.abstract === 'headings') {
        ctx.push(para(label, [step], { runs: [{ text: label, bold: true }] }));
        ctx.push(para(section.text, [step]));
      } else if (colonless) {
        // The Lancet and The BMJ: the bold label alone marks the part ("**Methods** In this trial …").
        ctx.push(para('', [step], { runs: [{ text: label, bold: true }, { text: ` ${section.text}` }] }));
      } else {
        const bold = random.chance(0.6);
        ctx.push(para('', [step], { runs: [{ text: `${label}: `, bold }, { text: section.text }] }));
      }
    }
    // Some journals end a structured abstract with its funding.
    if (layout.language === 'en' && random.chance(0.2)) {
      const funder = random.pick([
        'Wellcome Trust.',
        'National Institutes of Health (R01 HL123456).',
        'None.',
      ]);
      const runs = colonless
        ? [{ text: 'Funding', bold: true }, { text: ` ${funder}` }]
        : [{ text: 'Funding: ', bold: true }, { text: funder }];
      ctx.push(para('', ['declaration.funding'], { runs }));
    }
  }
  const words = random.pickMany(
    [
      'remote sensing',
      'population genetics',
      'fertility',
      'migration',
      'bird song',
      'land cover',
      'mortality',
      'soil carbon',
      'meta-analysis',
    ],
    random.int(3, 6),
  );
  if (summary) {
    // no keywords: the summary paragraph runs straight into the introduction
  } else if (!dashed && random.chance(0.15)) {
    // Editorial systems' templates: the label on a line of its own, then one keyword per line.
    ctx.push(para(`${ctx.words('keywords')}:`, ['abstract.keywords']));
    for (const word of words) ctx.push(para(word, ['abstract.keywords']));
  } else if (colonless && random.chance(0.5)) {
    // Springer: the bold label alone, the keywords split by middle dots ("**Keywords** Soil · Drought").
    const runs = [{ text: ctx.words('keywords'), bold: true }, { text: ` ${words.join(' · ')}` }];
    ctx.push(para('', ['abstract.keywords'], { runs }));
  } else {
    const line = dashed
      ? `Index Terms—${words.join(', ')}`
      : `${ctx.words('keywords')}: ${words.join(random.pick(['; ', ', ']))}`;
    ctx.push(para(line, ['abstract.keywords']));
    if (dashed) planFirstPageNote(ctx, line);
  }
  if (layout.runningTitle === 'after-keywords') running(ctx, runningTitle);
  return !headless && !dashed;
}

/**
 * The English abstract and keywords that Korean, Chinese, Japanese and other journals print after the abstract in
 * their own language: an "Abstract" heading, run-in English part labels, an English keywords line. Only after a
 * headed abstract: a journal that heads its English abstract heads its own as well.
 */
export function planSecondAbstract(ctx: PlanContext, source: LabelledAbstract): void {
  const { random } = ctx;
  const first = [STEP[source.sections[0]?.part ?? 'background']];
  if (ctx.layout.headings === 'typed') ctx.push(para('Abstract', first));
  else ctx.heading('Abstract', 1, first);
  for (const section of source.sections) {
    const label = random.pick(LABELS[section.part]);
    ctx.push(
      para('', [STEP[section.part]], { runs: [{ text: `${label}: `, bold: true }, { text: section.text }] }),
    );
  }
  ctx.push(
    para(`Keywords: ${random.pickMany(['snow', 'soil', 'census', 'survey', 'trial'], 3).join(', ')}`, [
      'abstract.keywords',
    ]),
  );
}
