import type { StepValue } from '@galley/contracts';
import { para } from './generated-document.ts';
import type { PlanContext } from './plan-context.ts';
import { planTable } from './plan-table.ts';

const METHOD_SECTIONS = [
  'Study area',
  'Study site',
  'Data sources',
  'Data and study design',
  'Field survey',
  'Experimental setup',
  'Sample collection',
];
const TOPIC_ONLY = [
  'Study species and site',
  'The demographic model',
  'Imagery and preprocessing',
  'Survey instrument',
  'Genotyping and sequencing',
  'Corpus and annotation',
];
const DATA_STATEMENTS = [
  'The data that support the findings of this study are openly available in Dryad at https://doi.org/10.5061/dryad.example.',
  'All scripts used for the analyses are available on GitHub and archived in Zenodo (https://doi.org/10.5281/zenodo.7654321).',
];
const RELATED_WORK = [
  'Related work',
  'Related Work',
  'Literature review',
  'Literature Review',
  'Theoretical framework',
  'Background and related work',
  'Previous work',
];

const METHOD_SUBSECTIONS = [
  'Study population',
  'Sampling design',
  'Data collection',
  'Laboratory analyses',
  'Statistical analysis',
  'Model specification',
  'Image preprocessing',
];
const RESULT_SUBSECTIONS = [
  'Descriptive statistics',
  'Model performance',
  'Spatial patterns',
  'Genetic diversity',
  'Temporal trends',
  'Sensitivity analyses',
];

/** Introduction, methods, results, discussion (or results and discussion together) and conclusions. */
export function planBody(ctx: PlanContext): void {
  const { random, layout } = ctx;
  if (layout.order === 'methods-last') {
    planMethodsLast(ctx);
    return;
  }
  ctx.heading(ctx.words('introduction'), 1, ['main.introduction'], true);
  for (let i = random.int(2, 4); i > 0; i--) ctx.text('background', ['main.introduction'], 3, 6);
  // Engineering and social-science papers review the literature in a section of its own before the methods.
  if (layout.language === 'en' && random.chance(0.25)) {
    ctx.heading(random.pick(RELATED_WORK), 1, ['main.introduction'], true);
    for (let i = random.int(1, 2); i > 0; i--) ctx.text('background', ['main.introduction'], 3, 6);
  }
  const methods: StepValue[] = ['main.materials_and_methods'];
  // Many papers open the methods with a section named for its topic ("2. Study area"), then "3. Methods";
  // some have no section called methods at all, only topics ("2. The demographic model").
  const shape = random.pick(['methods', 'methods', 'topic-then-methods', 'topic-only'] as const);
  if (shape !== 'methods') {
    ctx.heading(random.pick(shape === 'topic-only' ? TOPIC_ONLY : METHOD_SECTIONS), 1, methods, true);
    for (let i = random.int(1, 2); i > 0; i--) ctx.text('methods', methods);
  }
  if (shape !== 'topic-only') ctx.heading(ctx.words('methods'), 1, methods, true);
  subsections(ctx, METHOD_SUBSECTIONS, 'methods', methods);
  // A data statement closing the methods, with no heading: methods text and the declaration both.
  if (random.chance(0.25))
    ctx.push(para(random.pick(DATA_STATEMENTS), [...methods, 'declaration.data_availability']));
  if (layout.combinedResultsDiscussion) {
    ctx.heading(ctx.words('combined'), 1, ['main.results'], true);
    for (let i = random.int(2, 4); i > 0; i--) ctx.text('results', ['main.results'], 3, 5);
    planTable(ctx, ['main.results']);
    for (let i = random.int(2, 3); i > 0; i--) ctx.text('conclusions', ['main.discussion'], 3, 5);
  } else {
    ctx.heading(ctx.words('results'), 1, ['main.results'], true);
    subsections(ctx, RESULT_SUBSECTIONS, 'results', ['main.results']);
    planTable(ctx, ['main.results']);
    if (random.chance(0.4))
      ctx.push(para(`Figure 2. ${ctx.sentences('results', 2)}`, ['back.figure_legends']));
    ctx.heading(ctx.words('discussion'), 1, ['main.discussion'], true);
    for (let i = random.int(2, 4); i > 0; i--)
      ctx.text(random.pick(['conclusions', 'background'] as const), ['main.discussion'], 3, 6);
    if (random.chance(0.3)) {
      ctx.heading(random.pick(['Limitations', 'Strengths and limitations']), 2, ['main.discussion'], true);
      ctx.text('conclusions', ['main.discussion']);
    }
  }
  if (layout.conclusions) {
    ctx.heading(ctx.words('conclusions'), 1, ['main.conclusions'], true);
    ctx.text('conclusions', ['main.conclusions'], 2, 4);
  }
}

function subsections(
  ctx: PlanContext,
  names: string[],
  part: 'methods' | 'results',
  steps: StepValue[],
): void {
  const { random } = ctx;
  if (random.chance(0.3)) {
    for (let i = random.int(2, 4); i > 0; i--) ctx.text(part, steps, 3, 6);
    return;
  }
  const count = random.int(2, 3);
  const start = random.int(0, names.length - count);
  // Nursing and clinical journals give the ethics approval a subsection among the methods' ("Ethical
  // considerations"): the statement, with the methods going on after it.
  const ethicsAt = part === 'methods' && random.chance(0.2) ? random.int(1, count - 1) : -1;
  names.slice(start, start + count).forEach((name, index) => {
    if (index === ethicsAt) {
      ctx.heading(ctx.words('ethics'), 2, ['declaration.ethics'], true);
      ctx.push(para(random.pick(ETHICS_IN_METHODS), ['declaration.ethics']));
    }
    ctx.heading(name, 2, steps, true);
    for (let i = random.int(1, 2); i > 0; i--) ctx.text(part, steps, 3, 6);
  });
}

const ETHICS_IN_METHODS = [
  'Ethical approval was granted by the Human Research Ethics Committee of the university (reference LS-22-14). All participants gave written informed consent.',
  'The study was approved by the regional ethics review board (Dnr 2019-04512) and conducted in accordance with the Declaration of Helsinki.',
];

/** Nature's order: an introduction with no heading, results under their findings, discussion, then the methods. */
function planMethodsLast(ctx: PlanContext): void {
  const { random } = ctx;
  for (let i = random.int(2, 3); i > 0; i--) ctx.text('background', ['main.introduction'], 3, 6);
  const count = random.int(2, 3);
  const start = random.int(0, FINDINGS.length - count);
  for (const name of FINDINGS.slice(start, start + count)) {
    ctx.heading(name, 1, ['main.results']);
    for (let i = random.int(1, 2); i > 0; i--) ctx.text('results', ['main.results'], 3, 6);
  }
  if (random.chance(0.5)) planTable(ctx, ['main.results']);
  ctx.heading(ctx.words('discussion'), 1, ['main.discussion']);
  for (let i = random.int(1, 3); i > 0; i--) ctx.text('conclusions', ['main.discussion'], 3, 6);
  const methods: StepValue[] = ['main.materials_and_methods'];
  ctx.heading(random.pick(['Methods', 'Online Methods', 'Materials and methods']), 1, methods);
  subsections(ctx, METHOD_SUBSECTIONS, 'methods', methods);
}

// Results sections of letter journals say what was found.
const FINDINGS = [
  'Snow depth controls winter respiration',
  'Warming shifts the timing of breeding',
  'A single locus explains most of the variation',
  'Migration routes converge on three stopover sites',
  'Land cover change outpaces protection',
  'Mortality declined fastest among the young',
];
