// The Lancet family journals, "Information for Authors" and formatting guidelines (The Lancet Oncology's page
// is the model; The Lancet itself is a journal override). Taken from it: a title page with authors,
// affiliations and corresponding author; a structured Summary of at most 300 words under Background, Methods,
// Findings, Interpretation and Funding; no keywords; Introduction, Methods (ending with "Role of the funding
// source"), Results, Discussion; then Contributors, Declaration of interests, Data sharing, Acknowledgments;
// references cited by superscript numbers (Lancet style); tables and figure legends after the references;
// double spacing. Articles up to about 4,500 words; Reviews with an unstructured summary; Correspondence up
// to 400 words and 5 references. The Summary's "Funding" line has no abstract step of ours and is left out
// unless written by hand.
import type { BodySection, JournalTemplateFamily } from '@galley/contracts';
import {
  heading,
  layout,
  limits,
  NO_ABSTRACT,
  NO_KEYWORDS,
  optionalSection,
  section,
  structuredAbstract,
  unstructuredAbstract,
} from '../template-parts.ts';

const statementsAndBack: BodySection[] = [
  section('Contributors', 'declaration.author_contributions'),
  section('Declaration of interests', 'declaration.conflicts_of_interest'),
  optionalSection('Data sharing', 'declaration.data_availability'),
  optionalSection('Acknowledgments', 'main.acknowledgements'),
  section('References', 'back.references'),
  optionalSection('Figure legends', 'back.figure_legends'),
  optionalSection('Appendix', 'back.appendix'),
];

export const lancetFamily: JournalTemplateFamily = {
  id: 'lancet',
  name: 'The Lancet family',
  guidelineUrl: 'https://www.thelancet.com/lancet-oncology/information-for-authors',
  base: {
    layout: layout({}),
    titlePage: {
      separatePage: true,
      items: ['front.title', 'front.authors', 'front.affiliations', 'front.correspondence', 'word_counts'],
    },
    abstract: structuredAbstract(
      300,
      heading('Background', 'abstract.background'),
      heading('Methods', 'abstract.methods'),
      heading('Findings', 'abstract.results'),
      heading('Interpretation', 'abstract.conclusions'),
      heading('Funding'),
    ),
    keywords: NO_KEYWORDS,
    sections: [
      section('Introduction', 'main.introduction'),
      section('Methods', 'main.materials_and_methods', 'declaration.ethics'),
      section('Role of the funding source', 'declaration.funding'),
      section('Results', 'main.results'),
      section('Discussion', 'main.discussion', 'main.conclusions'),
      ...statementsAndBack,
    ],
    citations: { style: 'numeric-superscript' },
    referencePreset: 'lancet',
    tables: { placement: 'end' },
    figureLegends: { placement: 'end' },
    limits: limits({ mainText: 4500, abstract: 300, references: 40 }),
  },
  articleTypes: {
    original_article: {},
    review_article: {
      abstract: unstructuredAbstract(200),
      sections: [
        section('Introduction', 'main.introduction'),
        optionalSection('Methods', 'main.materials_and_methods', 'declaration.ethics'),
        optionalSection('Results', 'main.results'),
        section('Discussion', 'main.discussion', 'main.conclusions'),
        optionalSection('Role of the funding source', 'declaration.funding'),
        ...statementsAndBack,
      ],
      limits: limits({ mainText: 5000, abstract: 200, references: 150 }),
    },
    case_report: {
      abstract: unstructuredAbstract(150),
      sections: [
        section('Introduction', 'main.introduction'),
        section('Case report', 'main.materials_and_methods', 'main.results', 'declaration.ethics'),
        section('Discussion', 'main.discussion', 'main.conclusions'),
        optionalSection('Role of the funding source', 'declaration.funding'),
        ...statementsAndBack,
      ],
      limits: limits({ mainText: 1500, abstract: 150, references: 15 }),
    },
    // Correspondence.
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
        optionalSection('Funding', 'declaration.funding'),
        ...statementsAndBack,
      ],
      limits: limits({ mainText: 400, references: 5, tables: 1, figures: 1 }),
    },
  },
};
