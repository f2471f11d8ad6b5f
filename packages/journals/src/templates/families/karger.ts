// Karger "Guidelines for Authors" (the common part of Karger journals' instructions). Taken from it: a title
// page with title, short title, authors, affiliations, corresponding author and keywords; structured
// abstracts of at most 250 words — research: Introduction, Methods, Results, Conclusion; reviews: Background,
// Summary, Key Messages; 3–5 keywords; Introduction, Materials and Methods, Results, Discussion/Conclusion
// (Karger's combined heading); Acknowledgments and the "Statements": Statement of Ethics, Conflict of
// Interest Statement, Funding Sources, Author Contributions, Data Availability Statement; references cited by
// numbers in square brackets; tables and figure legends after the references; double spacing. Case reports:
// Introduction, Case Presentation, Discussion/Conclusion.
import type { BodySection, JournalTemplateFamily } from '@galley/contracts';
import {
  heading,
  keywords,
  layout,
  limits,
  NO_ABSTRACT,
  optionalSection,
  section,
  structuredAbstract,
  unstructuredAbstract,
} from '../template-parts.ts';

const statementsAndBack: BodySection[] = [
  optionalSection('Acknowledgments', 'main.acknowledgements'),
  section('Statement of Ethics', 'declaration.ethics'),
  section('Conflict of Interest Statement', 'declaration.conflicts_of_interest'),
  section('Funding Sources', 'declaration.funding'),
  section('Author Contributions', 'declaration.author_contributions'),
  section('Data Availability Statement', 'declaration.data_availability'),
  section('References', 'back.references'),
  optionalSection('Figure Legends', 'back.figure_legends'),
  optionalSection('Supplementary Material', 'back.appendix'),
];

export const kargerFamily: JournalTemplateFamily = {
  id: 'karger',
  name: 'Karger',
  guidelineUrl: 'https://www.karger.com/Journal/Guidelines/223832',
  base: {
    layout: layout({}),
    titlePage: {
      separatePage: true,
      items: [
        'front.title',
        'front.running_title',
        'front.authors',
        'front.affiliations',
        'front.correspondence',
        'abstract.keywords',
      ],
    },
    abstract: structuredAbstract(
      250,
      heading('Introduction', 'abstract.background'),
      heading('Methods', 'abstract.methods'),
      heading('Results', 'abstract.results'),
      heading('Conclusion', 'abstract.conclusions'),
    ),
    keywords: keywords(3, 5, { separator: ' · ' }),
    sections: [
      section('Introduction', 'main.introduction'),
      section('Materials and Methods', 'main.materials_and_methods'),
      section('Results', 'main.results'),
      section('Discussion/Conclusion', 'main.discussion', 'main.conclusions'),
      ...statementsAndBack,
    ],
    citations: { style: 'numeric-brackets' },
    referencePreset: 'nlm-vancouver',
    tables: { placement: 'end' },
    figureLegends: { placement: 'end' },
    limits: limits({ abstract: 250 }),
  },
  articleTypes: {
    original_article: {},
    review_article: {
      abstract: structuredAbstract(
        250,
        heading('Background', 'abstract.background'),
        heading('Summary', 'abstract.methods', 'abstract.results'),
        heading('Key Messages', 'abstract.conclusions'),
      ),
      sections: [
        section('Introduction', 'main.introduction'),
        optionalSection('Methods', 'main.materials_and_methods'),
        optionalSection('Results', 'main.results'),
        section('Discussion/Conclusion', 'main.discussion', 'main.conclusions'),
        ...statementsAndBack,
      ],
    },
    case_report: {
      abstract: unstructuredAbstract(200),
      sections: [
        section('Introduction', 'main.introduction'),
        section('Case Presentation', 'main.materials_and_methods', 'main.results'),
        section('Discussion/Conclusion', 'main.discussion', 'main.conclusions'),
        ...statementsAndBack,
      ],
      limits: limits({ abstract: 200 }),
    },
    short_communication: { limits: limits({ mainText: 2000, abstract: 250 }) },
    letter: {
      abstract: NO_ABSTRACT,
      keywords: keywords(null, 5, { required: false }),
      sections: [
        section(
          null,
          'main.introduction',
          'main.materials_and_methods',
          'main.results',
          'main.discussion',
          'main.conclusions',
        ),
        ...statementsAndBack,
      ],
      limits: limits({ mainText: 1000, references: 10 }),
    },
  },
};
