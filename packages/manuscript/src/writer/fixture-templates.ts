import type { ArticleTemplate } from '@galley/contracts';

// Small hand-made templates for the writer's tests and bench, one per shape a journal family can take (the real
// families live in @galley/journals). Not exported from the entry point.

/** Medical-journal shape: blinded title page, structured abstract, tables and legends at the end, Vancouver. */
export const STRUCTURED_TEMPLATE: ArticleTemplate = {
  layout: {
    paperSize: 'a4',
    marginsCm: { top: 2.5, bottom: 2.5, left: 2.5, right: 2.5 },
    font: 'Times New Roman',
    fontSizePt: 12,
    lineSpacing: 2,
    lineNumbers: true,
    pageNumbers: true,
  },
  titlePage: {
    separatePage: true,
    items: [
      'front.title',
      'front.running_title',
      'front.authors',
      'front.affiliations',
      'front.correspondence',
      'abstract.keywords',
      'word_counts',
      'declaration.funding',
      'declaration.conflicts_of_interest',
    ],
  },
  abstract: {
    structure: 'structured',
    headings: [
      { heading: 'Objective', from: ['abstract.background'] },
      { heading: 'Design and methods', from: ['abstract.methods'] },
      { heading: 'Results', from: ['abstract.results'] },
      { heading: 'Conclusions', from: ['abstract.conclusions'] },
    ],
    wordLimit: 250,
  },
  keywords: { required: true, min: 3, max: 6, heading: 'Keywords', separator: '; ' },
  sections: [
    { heading: 'Introduction', from: ['main.introduction'], required: true },
    { heading: 'Methods', from: ['main.materials_and_methods'], required: true },
    { heading: 'Results', from: ['main.results'], required: true },
    { heading: 'Discussion', from: ['main.discussion'], required: true },
    { heading: 'Conclusions', from: ['main.conclusions'], required: false },
    { heading: 'Acknowledgements', from: ['main.acknowledgements'], required: false },
    { heading: 'Ethics statement', from: ['declaration.ethics'], required: false },
    { heading: 'Data sharing statement', from: ['declaration.data_availability'], required: true },
    { heading: 'Contributors', from: ['declaration.author_contributions'], required: false },
    { heading: 'References', from: ['back.references'], required: true },
    { heading: 'Figure legends', from: ['back.figure_legends'], required: false },
    { heading: 'Supplementary material', from: ['back.appendix'], required: false },
  ],
  citations: { style: 'numeric-brackets' },
  referencePreset: 'nlm-vancouver',
  tables: { placement: 'end' },
  figureLegends: { placement: 'end' },
  limits: { mainText: 3500, abstract: 250, title: 20, references: 40, tables: 5, figures: 5 },
};

/** Science-journal shape: title page on the first page, one-paragraph abstract, merged results and discussion,
 * tables and legends in the text, author-year references. */
export const RUNNING_TEMPLATE: ArticleTemplate = {
  layout: {
    paperSize: 'letter',
    marginsCm: { top: 2.54, bottom: 2.54, left: 2.54, right: 2.54 },
    font: 'Arial',
    fontSizePt: 11,
    lineSpacing: 1.5,
    lineNumbers: false,
    pageNumbers: true,
  },
  titlePage: { separatePage: false, items: ['front.title', 'front.authors', 'front.affiliations'] },
  abstract: { structure: 'unstructured', wordLimit: 200 },
  keywords: { required: false, min: null, max: 8, heading: 'Key words', separator: ', ' },
  sections: [
    { heading: 'Background', from: ['main.introduction'], required: true },
    { heading: 'Materials and Methods', from: ['main.materials_and_methods'], required: true },
    { heading: 'Results and Discussion', from: ['main.results', 'main.discussion'], required: true },
    { heading: 'Conclusion', from: ['main.conclusions'], required: false },
    {
      heading: 'Declarations',
      from: [
        'declaration.ethics',
        'declaration.conflicts_of_interest',
        'declaration.funding',
        'declaration.data_availability',
        'declaration.author_contributions',
        'main.acknowledgements',
      ],
      required: false,
    },
    { heading: 'Literature Cited', from: ['back.references'], required: true },
  ],
  citations: { style: 'author-year' },
  referencePreset: 'apa-7',
  tables: { placement: 'in-text' },
  figureLegends: { placement: 'in-text' },
  limits: { mainText: null, abstract: 200, title: null, references: null, tables: null, figures: null },
};

/** Letter shape: no abstract, one untitled body, few references. */
export const LETTER_TEMPLATE: ArticleTemplate = {
  ...RUNNING_TEMPLATE,
  layout: {
    ...RUNNING_TEMPLATE.layout,
    paperSize: 'a4',
    lineNumbers: true,
    pageNumbers: false,
    lineSpacing: 1,
  },
  titlePage: { separatePage: false, items: ['front.title', 'front.authors', 'front.correspondence'] },
  abstract: { structure: 'none' },
  sections: [
    {
      heading: null,
      from: [
        'main.introduction',
        'main.materials_and_methods',
        'main.results',
        'main.discussion',
        'main.conclusions',
      ],
      required: true,
    },
    { heading: 'References', from: ['back.references'], required: true },
  ],
  citations: { style: 'numeric-superscript' },
  referencePreset: 'ama-11',
  limits: { mainText: 800, abstract: null, title: null, references: 10, tables: 1, figures: 1 },
};

export const FIXTURE_TEMPLATES = {
  structured: STRUCTURED_TEMPLATE,
  running: RUNNING_TEMPLATE,
  letter: LETTER_TEMPLATE,
} as const;
