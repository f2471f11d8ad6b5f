// ICMJE, "Recommendations for the Conduct, Reporting, Editing, and Publication of Scholarly Work in Medical
// Journals", section IV.A "Preparing a Manuscript for Submission to a Medical Journal". Taken from it: a
// title page with word counts, sources of support and conflict-of-interest disclosures; a structured abstract
// (background, methods, results, conclusions); IMRAD with ethics approval reported in the Methods;
// acknowledgments and the data sharing statement before the references; references cited by Arabic numerals
// in parentheses (Vancouver/NLM); tables and figure legends each on pages of their own after the references;
// double spacing, numbered pages. Used for journals of publishers that have no family of their own.
import type { BodySection, JournalTemplateFamily } from '@galley/contracts';
import {
  heading,
  keywords,
  limits,
  MANUSCRIPT_LAYOUT,
  NO_ABSTRACT,
  optionalSection,
  section,
  structuredAbstract,
  unstructuredAbstract,
} from '../template-parts.ts';

const backMatter: BodySection[] = [
  optionalSection('Author Contributions', 'declaration.author_contributions'),
  optionalSection('Data Sharing Statement', 'declaration.data_availability'),
  optionalSection('Acknowledgments', 'main.acknowledgements'),
  section('References', 'back.references'),
  optionalSection('Figure Legends', 'back.figure_legends'),
  optionalSection('Appendix', 'back.appendix'),
];

export const genericFamily: JournalTemplateFamily = {
  id: 'generic',
  name: 'ICMJE Recommendations (any other publisher)',
  guidelineUrl:
    'https://www.icmje.org/recommendations/browse/manuscript-preparation/preparing-for-submission.html',
  base: {
    layout: MANUSCRIPT_LAYOUT,
    titlePage: {
      separatePage: true,
      items: [
        'front.title',
        'front.running_title',
        'front.authors',
        'front.affiliations',
        'front.correspondence',
        'word_counts',
        'declaration.funding',
        'declaration.conflicts_of_interest',
      ],
    },
    abstract: structuredAbstract(
      null,
      heading('Background', 'abstract.background'),
      heading('Methods', 'abstract.methods'),
      heading('Results', 'abstract.results'),
      heading('Conclusions', 'abstract.conclusions'),
    ),
    keywords: keywords(null, null, { required: false }),
    sections: [
      section('Introduction', 'main.introduction'),
      section('Methods', 'main.materials_and_methods', 'declaration.ethics'),
      section('Results', 'main.results'),
      section('Discussion', 'main.discussion', 'main.conclusions'),
      ...backMatter,
    ],
    citations: { style: 'numeric-parentheses' },
    referencePreset: 'nlm-vancouver',
    tables: { placement: 'end' },
    figureLegends: { placement: 'end' },
    limits: limits({}),
  },
  articleTypes: {
    original_article: {},
    short_communication: {},
    review_article: {
      abstract: unstructuredAbstract(null),
      sections: [
        section('Introduction', 'main.introduction'),
        optionalSection('Methods', 'main.materials_and_methods', 'declaration.ethics'),
        optionalSection('Results', 'main.results'),
        section('Discussion', 'main.discussion', 'main.conclusions'),
        ...backMatter,
      ],
    },
    case_report: {
      abstract: unstructuredAbstract(null),
      sections: [
        section('Introduction', 'main.introduction'),
        section('Case Presentation', 'main.materials_and_methods', 'main.results', 'declaration.ethics'),
        section('Discussion', 'main.discussion', 'main.conclusions'),
        ...backMatter,
      ],
    },
    letter: {
      abstract: NO_ABSTRACT,
      keywords: keywords(null, null, { required: false }),
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
        ...backMatter,
      ],
    },
  },
};
