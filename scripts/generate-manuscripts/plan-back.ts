import type { StepValue } from '@galley/contracts';
import { para } from './generated-document.ts';
import type { PlanContext } from './plan-context.ts';
import { planTable } from './plan-table.ts';
import { captionWord, type SectionKey } from './section-words.ts';

type Declaration = { key: SectionKey; step: StepValue; texts: string[] };

const DECLARATIONS: Declaration[] = [
  {
    key: 'acknowledgements',
    step: 'main.acknowledgements',
    texts: [
      'We thank the field assistants and the staff of the regional health offices for their help with data collection.',
      'The authors are grateful to two anonymous reviewers for comments on an earlier draft.',
      'We thank all participants who took part in the survey.',
    ],
  },
  {
    key: 'funding',
    step: 'declaration.funding',
    texts: [
      'This work was supported by the National Natural Science Foundation of China (grant no. 41871234).',
      'This research was funded by the European Research Council under grant agreement 772012.',
      'The study received no specific funding from any agency in the public, commercial or not-for-profit sectors.',
      'Financial support was provided by the Wellcome Trust (award 204829/Z/16/Z). The funders had no role in study design, data collection and analysis, or preparation of the manuscript.',
      'We gratefully acknowledge financial support from the German Research Foundation (DFG, grant no. 398765).',
    ],
  },
  {
    key: 'conflicts',
    step: 'declaration.conflicts_of_interest',
    texts: [
      'The authors declare no conflict of interest.',
      'The authors declare that they have no competing interests.',
      'None declared.',
    ],
  },
  {
    key: 'data',
    step: 'declaration.data_availability',
    texts: [
      'The data that support the findings of this study are available from the corresponding author upon reasonable request.',
      'All sequence data have been deposited in GenBank under accession numbers MN123456–MN123489.',
      'The code and data used in this study are openly available in Zenodo at https://doi.org/10.5281/zenodo.1234567.',
      'The raw data supporting the conclusions of this article will be made available by the authors, without undue reservation.',
      'All relevant data are within the manuscript and its Supporting Information files.',
    ],
  },
  {
    key: 'contributions',
    step: 'declaration.author_contributions',
    texts: [
      'J.S. and W.Z. conceived the study. A.K. analysed the data. All authors read and approved the final manuscript.',
      'Conceptualization, J.S.; formal analysis, W.Z.; writing – original draft, J.S.; writing – review and editing, all authors.',
    ],
  },
  {
    key: 'ethics',
    step: 'declaration.ethics',
    texts: [
      'The study protocol was approved by the ethics committee of the participating university (approval no. 2019-117). Written informed consent was obtained from all participants.',
      'All procedures were approved by the Institutional Animal Care and Use Committee (protocol 2020-05).',
    ],
  },
];

/** Acknowledgements and declarations: under their own headings, as run-in labels, or as plain paragraphs. */
export function planDeclarations(ctx: PlanContext): void {
  const { random, layout } = ctx;
  const chosen = DECLARATIONS.filter((d) => d.key === 'acknowledgements' || random.chance(0.6));
  if (layout.declarations === 'headings') {
    for (const d of chosen) {
      ctx.heading(ctx.words(d.key), random.chance(0.3) ? 2 : 1, [d.step]);
      ctx.push(para(random.pick(d.texts), [d.step]));
    }
  } else if (layout.declarations === 'run-in') {
    if (random.chance(0.3)) ctx.heading(random.pick(['Declarations', 'Statements and declarations']), 1, []);
    for (const d of chosen) {
      const label = ctx.words(d.key);
      // A colon, a full stop, or (The BMJ, Nature) a bold label with neither: "**Funding** This study was …".
      const separator = random.pick([': ', '. ', ' ']);
      const bold = random.chance(0.5) || separator === ' ';
      ctx.push(
        para('', [d.step], {
          runs: [{ text: `${label}${separator}`, bold }, { text: random.pick(d.texts) }],
        }),
      );
    }
  } else {
    // No headings of their own: statements follow the acknowledgements as paragraphs of their own.
    if (random.chance(0.7)) ctx.heading(ctx.words('acknowledgements'), 1, ['main.acknowledgements']);
    for (const d of chosen) ctx.push(para(random.pick(d.texts), [d.step]));
  }
}

/** An appendix or supplement: a heading, paragraphs and sometimes a table. */
export function planAppendix(ctx: PlanContext): void {
  const { random } = ctx;
  ctx.heading(ctx.words('appendix'), 1, ['back.appendix']);
  for (let i = random.int(1, 3); i > 0; i--)
    ctx.text(random.pick(['methods', 'results'] as const), ['back.appendix']);
  if (random.chance(0.4)) planTable(ctx, ['back.appendix'], 'A');
  // Tables gathered after the appendix under a heading no step takes.
  if (random.chance(0.3)) {
    ctx.heading(random.pick(['Tables', 'TABLES']), 1, []);
    planTable(ctx, []);
  }
}

/** The reference list, numbered or author–year, from the shared PubMed index. */
export function planReferences(ctx: PlanContext): void {
  const { random } = ctx;
  ctx.heading(ctx.words('references'), 1, ['back.references']);
  const style = random.pick(['numbered', 'brackets', 'author-year'] as const);
  const rows = random.pickMany(ctx.pool.rows, random.int(8, 18));
  rows.forEach((row, i) => {
    const body = `${row.author}, et al. ${row.title} ${row.journal}. ${row.year};${row.volume}:${row.pages}.`;
    const text =
      style === 'numbered'
        ? `${i + 1}. ${body}`
        : style === 'brackets'
          ? `[${i + 1}] ${body}`
          : `${row.author} et al. (${row.year}). ${row.title} ${row.journal}, ${row.volume}, ${row.pages}.`;
    ctx.push(para(text, ['back.references']));
  });
}

/** Figure legends at the end, with or without a heading over them. */
export function planFigureLegends(ctx: PlanContext): void {
  const { random, layout } = ctx;
  if (random.chance(0.5)) ctx.heading(ctx.words('figures'), 1, ['back.figure_legends']);
  const local = captionWord(layout.language, 'figure');
  const word = local && random.chance(0.6) ? local : random.pick(['Figure', 'Fig.']);
  for (let i = 1; i <= random.int(2, 4); i++)
    ctx.push(
      para(`${word} ${i}${random.pick(['. ', ': ', ' '])}${ctx.sentences('results', 2)}`, [
        'back.figure_legends',
      ]),
    );
}
