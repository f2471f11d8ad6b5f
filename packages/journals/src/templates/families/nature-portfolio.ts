// Nature Portfolio, "Formatting guide" and article-type pages of its research journals (Nature
// Communications' "Article" page is the model). Taken from it: an unreferenced summary of at most 150 words
// with no headings; no keywords; Introduction, Results, Discussion, then Methods after the main text (ethics
// statements inside the Methods); "Data availability", then references, "Acknowledgements" (with funding),
// "Author contributions", "Competing interests"; figure legends and tables after the references; numbered
// superscript citations; about 5,000 words, 10 display items and 70 references; double spacing with line and
// page numbers for review. No case reports; Brief Communications and Correspondence/Matters Arising are the
// short formats.
import type { BodySection, JournalTemplateFamily } from '@galley/contracts';
import {
  layout,
  limits,
  NO_ABSTRACT,
  NO_KEYWORDS,
  optionalSection,
  section,
  unstructuredAbstract,
} from '../template-parts.ts';

const afterMethods: BodySection[] = [
  optionalSection('Data availability', 'declaration.data_availability'),
  section('References', 'back.references'),
  optionalSection('Acknowledgements', 'main.acknowledgements', 'declaration.funding'),
  optionalSection('Author contributions', 'declaration.author_contributions'),
  section('Competing interests', 'declaration.conflicts_of_interest'),
  optionalSection('Figure legends', 'back.figure_legends'),
  optionalSection('Supplementary information', 'back.appendix'),
];

export const naturePortfolioFamily: JournalTemplateFamily = {
  id: 'nature-portfolio',
  name: 'Nature Portfolio',
  guidelineUrl: 'https://www.nature.com/ncomms/submit/article',
  base: {
    layout: layout({ lineNumbers: true }),
    titlePage: {
      separatePage: false,
      items: ['front.title', 'front.authors', 'front.affiliations', 'front.correspondence'],
    },
    abstract: unstructuredAbstract(150),
    keywords: NO_KEYWORDS,
    sections: [
      section('Introduction', 'main.introduction'),
      section('Results', 'main.results'),
      section('Discussion', 'main.discussion', 'main.conclusions'),
      section('Methods', 'main.materials_and_methods', 'declaration.ethics'),
      ...afterMethods,
    ],
    citations: { style: 'numeric-superscript' },
    referencePreset: 'nature',
    tables: { placement: 'end' },
    figureLegends: { placement: 'end' },
    limits: limits({ mainText: 5000, abstract: 150, title: 15, references: 70, tables: 10, figures: 10 }),
  },
  articleTypes: {
    original_article: {},
    review_article: {
      sections: [
        section('Introduction', 'main.introduction'),
        optionalSection('Results', 'main.results'),
        section('Conclusions and outlook', 'main.discussion', 'main.conclusions'),
        optionalSection('Methods', 'main.materials_and_methods', 'declaration.ethics'),
        ...afterMethods,
      ],
      limits: limits({ mainText: 6000, abstract: 150, references: 150 }),
    },
    // Brief Communication: a short summary, no section headings before the Methods.
    short_communication: {
      abstract: unstructuredAbstract(70),
      sections: [
        section(null, 'main.introduction', 'main.results', 'main.discussion', 'main.conclusions'),
        section('Methods', 'main.materials_and_methods', 'declaration.ethics'),
        ...afterMethods,
      ],
      limits: limits({ mainText: 1500, abstract: 70, references: 20, tables: 3, figures: 3 }),
    },
    // Correspondence / Matters Arising: running text, no abstract.
    letter: {
      abstract: NO_ABSTRACT,
      sections: [
        section(
          null,
          'main.introduction',
          'main.materials_and_methods',
          'declaration.ethics',
          'main.results',
          'main.discussion',
          'main.conclusions',
        ),
        ...afterMethods,
      ],
      limits: limits({ mainText: 1200, references: 15, figures: 2 }),
    },
  },
};
