// Frontiers "Author guidelines" (article types and manuscript formatting, with the Frontiers Word template).
// Taken from it: an unstructured abstract of at most 350 words; 5–8 keywords; Introduction, Materials and
// methods, Results, Discussion; then, in this order, "Data availability statement", "Ethics statement",
// "Author contributions", "Funding", "Acknowledgments", "Conflict of interest", "Supplementary material",
// "References"; figures and tables in the text with their legends; continuous line numbers for review;
// author–year citations (Frontiers' Harvard-like style; its medical journals use Vancouver — see the journal
// overrides). Limits per type: Original Research 12,000 words and 15 figures/tables, Review 12,000, Brief
// Research Report 4,000 words and 4 figures/tables, Case Report 3,000 words and 4 figures/tables, Opinion
// 2,000 words and 1 figure/table.
import type { BodySection, JournalTemplateFamily } from '@galley/contracts';
import {
  keywords,
  layout,
  limits,
  NO_ABSTRACT,
  optionalSection,
  section,
  unstructuredAbstract,
} from '../template-parts.ts';

const declarationsAndBack: BodySection[] = [
  section('Data availability statement', 'declaration.data_availability'),
  optionalSection('Ethics statement', 'declaration.ethics'),
  section('Author contributions', 'declaration.author_contributions'),
  optionalSection('Funding', 'declaration.funding'),
  optionalSection('Acknowledgments', 'main.acknowledgements'),
  section('Conflict of interest', 'declaration.conflicts_of_interest'),
  optionalSection('Supplementary material', 'back.appendix'),
  section('References', 'back.references'),
];

export const frontiersFamily: JournalTemplateFamily = {
  id: 'frontiers',
  name: 'Frontiers',
  guidelineUrl: 'https://www.frontiersin.org/guidelines/author-guidelines',
  base: {
    layout: layout({ lineSpacing: 1, lineNumbers: true }),
    titlePage: {
      separatePage: false,
      items: ['front.title', 'front.authors', 'front.affiliations', 'front.correspondence'],
    },
    abstract: unstructuredAbstract(350),
    keywords: keywords(5, 8, { separator: ', ' }),
    sections: [
      section('Introduction', 'main.introduction'),
      section('Materials and methods', 'main.materials_and_methods'),
      section('Results', 'main.results'),
      section('Discussion', 'main.discussion', 'main.conclusions'),
      ...declarationsAndBack,
    ],
    citations: { style: 'author-year' },
    referencePreset: 'apa-7',
    tables: { placement: 'in-text' },
    figureLegends: { placement: 'in-text' },
    limits: limits({ mainText: 12000, abstract: 350, tables: 15, figures: 15 }),
  },
  articleTypes: {
    original_article: {},
    review_article: {
      sections: [
        section('Introduction', 'main.introduction'),
        optionalSection('Methods', 'main.materials_and_methods'),
        optionalSection('Results', 'main.results'),
        section('Discussion', 'main.discussion', 'main.conclusions'),
        ...declarationsAndBack,
      ],
    },
    case_report: {
      sections: [
        section('Introduction', 'main.introduction'),
        section('Case description', 'main.materials_and_methods', 'main.results'),
        section('Discussion', 'main.discussion', 'main.conclusions'),
        ...declarationsAndBack,
      ],
      limits: limits({ mainText: 3000, abstract: 350, tables: 4, figures: 4 }),
    },
    // Brief Research Report.
    short_communication: { limits: limits({ mainText: 4000, abstract: 350, tables: 4, figures: 4 }) },
    // Opinion: no abstract.
    letter: {
      abstract: NO_ABSTRACT,
      sections: [
        section(
          null,
          'main.introduction',
          'main.materials_and_methods',
          'main.results',
          'main.discussion',
          'main.conclusions',
        ),
        ...declarationsAndBack,
      ],
      limits: limits({ mainText: 2000, tables: 1, figures: 1 }),
    },
  },
};
