// Wolters Kluwer / Lippincott (LWW) journals' "Instructions for Authors" (Medicine's page is the model; the
// LWW journals share its manuscript organisation). Taken from it: a separate title page with title, running
// head, authors, affiliations, corresponding author, and the "Conflicts of Interest and Source of Funding"
// statement; a structured abstract of at most 250 words (Background, Methods, Results, Conclusions); 3–5 "Key
// Words"; Introduction, Methods, Results, Discussion, Conclusions; Acknowledgments before the references; AMA
// style references cited by superscript numbers; tables and figure legends on pages after the references; US
// Letter paper, 1-inch margins, 12 pt, double spacing, numbered pages.
import type { BodySection, JournalTemplateFamily } from '@galley/contracts';
import {
  heading,
  keywords,
  LETTER_INCH_MARGINS,
  layout,
  limits,
  NO_ABSTRACT,
  optionalSection,
  section,
  structuredAbstract,
  unstructuredAbstract,
} from '../template-parts.ts';

const backMatter: BodySection[] = [
  optionalSection('Author Contributions', 'declaration.author_contributions'),
  optionalSection('Data Availability', 'declaration.data_availability'),
  optionalSection('Acknowledgments', 'main.acknowledgements'),
  section('References', 'back.references'),
  optionalSection('Figure Legends', 'back.figure_legends'),
  optionalSection('Supplemental Digital Content', 'back.appendix'),
];

export const woltersKluwerFamily: JournalTemplateFamily = {
  id: 'wolters-kluwer',
  name: 'Wolters Kluwer (Lippincott)',
  guidelineUrl: 'https://journals.lww.com/md-journal/pages/instructionsforauthors.aspx',
  base: {
    layout: layout(LETTER_INCH_MARGINS),
    titlePage: {
      separatePage: true,
      items: [
        'front.title',
        'front.running_title',
        'front.authors',
        'front.affiliations',
        'front.correspondence',
        'declaration.conflicts_of_interest',
        'declaration.funding',
      ],
    },
    abstract: structuredAbstract(
      250,
      heading('Background', 'abstract.background'),
      heading('Methods', 'abstract.methods'),
      heading('Results', 'abstract.results'),
      heading('Conclusions', 'abstract.conclusions'),
    ),
    keywords: keywords(3, 5, { heading: 'Key Words' }),
    sections: [
      section('Introduction', 'main.introduction'),
      section('Methods', 'main.materials_and_methods', 'declaration.ethics'),
      section('Results', 'main.results'),
      section('Discussion', 'main.discussion'),
      optionalSection('Conclusions', 'main.conclusions'),
      ...backMatter,
    ],
    citations: { style: 'numeric-superscript' },
    referencePreset: 'ama-11',
    tables: { placement: 'end' },
    figureLegends: { placement: 'end' },
    limits: limits({ abstract: 250 }),
  },
  articleTypes: {
    original_article: {},
    review_article: {
      abstract: unstructuredAbstract(250),
      sections: [
        section('Introduction', 'main.introduction'),
        optionalSection('Methods', 'main.materials_and_methods', 'declaration.ethics'),
        optionalSection('Results', 'main.results'),
        section('Discussion', 'main.discussion'),
        optionalSection('Conclusions', 'main.conclusions'),
        ...backMatter,
      ],
    },
    case_report: {
      abstract: structuredAbstract(
        250,
        heading('Rationale', 'abstract.background'),
        heading('Patient concerns', 'abstract.methods'),
        heading('Diagnoses'),
        heading('Interventions'),
        heading('Outcomes', 'abstract.results'),
        heading('Lessons', 'abstract.conclusions'),
      ),
      sections: [
        section('Introduction', 'main.introduction'),
        section('Case Report', 'main.materials_and_methods', 'main.results', 'declaration.ethics'),
        section('Discussion', 'main.discussion'),
        optionalSection('Conclusions', 'main.conclusions'),
        ...backMatter,
      ],
    },
    short_communication: { limits: limits({ mainText: 2000, abstract: 250 }) },
    letter: {
      abstract: NO_ABSTRACT,
      keywords: keywords(null, 5, { heading: 'Key Words', required: false }),
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
      limits: limits({ mainText: 500, references: 5 }),
    },
  },
};
