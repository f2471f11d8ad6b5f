// JAMA Network "Instructions for Authors" (shared by JAMA and the JAMA Network journals). Taken from it: a
// title page with title, authors, affiliations, corresponding author, word count and funding (the ICMJE title
// page); Original Investigation: structured abstract of at most 350 words with the headings Importance,
// Objective, Design, Setting, and Participants, Interventions/Exposures, Main Outcomes and Measures, Results,
// Conclusions and Relevance; text without an Introduction heading, then Methods, Results, Discussion,
// Conclusions; the Article Information items (Author Contributions, Conflict of Interest Disclosures, Data
// Sharing Statement, Additional Contributions); AMA style references cited by superscript numbers; tables and
// figure legends after the references; at most 3,000 words, 5 tables and/or figures, 50–75 references.
// Research Letter: 600 words, no abstract, 2 tables/figures, 6 references. Letter (Comment & Response): 400
// words, 5 references. Narrative Review: Importance, Observations, Conclusions and Relevance. JAMA Network
// journals publish no standard case reports.
import type { BodySection, JournalTemplateFamily } from '@galley/contracts';
import {
  heading,
  LETTER_INCH_MARGINS,
  layout,
  limits,
  NO_ABSTRACT,
  NO_KEYWORDS,
  optionalSection,
  section,
  structuredAbstract,
} from '../template-parts.ts';

const articleInformationAndBack: BodySection[] = [
  optionalSection('Author Contributions', 'declaration.author_contributions'),
  section('Conflict of Interest Disclosures', 'declaration.conflicts_of_interest'),
  optionalSection('Data Sharing Statement', 'declaration.data_availability'),
  optionalSection('Additional Contributions', 'main.acknowledgements'),
  section('References', 'back.references'),
  optionalSection('Figure Legends', 'back.figure_legends'),
  optionalSection('Supplement', 'back.appendix'),
];

const runningText = section(
  null,
  'main.introduction',
  'main.materials_and_methods',
  'declaration.ethics',
  'main.results',
  'main.discussion',
  'main.conclusions',
);

export const jamaFamily: JournalTemplateFamily = {
  id: 'jama',
  name: 'JAMA Network',
  guidelineUrl: 'https://jamanetwork.com/journals/jama/pages/instructions-for-authors',
  base: {
    layout: layout(LETTER_INCH_MARGINS),
    titlePage: {
      separatePage: true,
      items: [
        'front.title',
        'front.authors',
        'front.affiliations',
        'front.correspondence',
        'word_counts',
        'declaration.funding',
      ],
    },
    // Our tagger keeps background and objective in one part; it goes under Objective, the heading every JAMA
    // abstract has. Headings with no tagged part are left out.
    abstract: structuredAbstract(
      350,
      heading('Importance'),
      heading('Objective', 'abstract.background'),
      heading('Design, Setting, and Participants', 'abstract.methods'),
      heading('Exposures'),
      heading('Main Outcomes and Measures'),
      heading('Results', 'abstract.results'),
      heading('Conclusions and Relevance', 'abstract.conclusions'),
    ),
    keywords: NO_KEYWORDS,
    sections: [
      section(null, 'main.introduction'),
      section('Methods', 'main.materials_and_methods', 'declaration.ethics'),
      section('Results', 'main.results'),
      section('Discussion', 'main.discussion'),
      optionalSection('Conclusions', 'main.conclusions'),
      ...articleInformationAndBack,
    ],
    citations: { style: 'numeric-superscript' },
    referencePreset: 'ama-11',
    tables: { placement: 'end' },
    figureLegends: { placement: 'end' },
    limits: limits({ mainText: 3000, abstract: 350, references: 75, tables: 5, figures: 5 }),
  },
  articleTypes: {
    original_article: {},
    review_article: {
      abstract: structuredAbstract(
        350,
        heading('Importance', 'abstract.background'),
        heading('Observations', 'abstract.methods', 'abstract.results'),
        heading('Conclusions and Relevance', 'abstract.conclusions'),
      ),
      sections: [
        section('Introduction', 'main.introduction'),
        optionalSection('Methods', 'main.materials_and_methods', 'declaration.ethics'),
        section('Observations', 'main.results', 'main.discussion'),
        optionalSection('Conclusions', 'main.conclusions'),
        ...articleInformationAndBack,
      ],
      limits: limits({ mainText: 4000, abstract: 350, references: 100, tables: 4, figures: 4 }),
    },
    // Research Letter.
    short_communication: {
      abstract: NO_ABSTRACT,
      sections: [
        section(null, 'main.introduction'),
        section('Methods', 'main.materials_and_methods', 'declaration.ethics'),
        section('Results', 'main.results'),
        section('Discussion', 'main.discussion', 'main.conclusions'),
        ...articleInformationAndBack,
      ],
      limits: limits({ mainText: 600, references: 6, tables: 2, figures: 2 }),
    },
    // Letter to the editor (Comment & Response).
    letter: {
      abstract: NO_ABSTRACT,
      sections: [runningText, ...articleInformationAndBack],
      limits: limits({ mainText: 400, references: 5, tables: 1, figures: 1 }),
    },
  },
};
