// NEJM Author Center, "New Manuscripts" (Original Articles, Brief Reports, Review Articles, Correspondence).
// Taken from it: the ICMJE title page with title, authors, affiliations, corresponding author, word count and
// the sources of funding; a structured abstract of at most 250 words (Background, Methods, Results,
// Conclusions); no keywords; text beginning without an Introduction heading, then Methods, Results,
// Discussion; acknowledgments and disclosures after the text; references cited by superscript numbers; tables
// and figure legends after the references; double spacing on Letter paper. Original Articles: 2,700 words, 5
// tables/figures, 40 references. Brief Reports (one to a few patients): 2,000 words, an unstructured abstract
// of 100 words, 3 tables/figures, 25 references. Review Articles carry no abstract. Correspondence: 175
// words, 5 references, 1 table or figure.
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
  unstructuredAbstract,
} from '../template-parts.ts';

const afterText: BodySection[] = [
  optionalSection('Acknowledgments', 'main.acknowledgements'),
  section('Disclosures', 'declaration.conflicts_of_interest'),
  optionalSection('Author Contributions', 'declaration.author_contributions'),
  optionalSection('Data Sharing Statement', 'declaration.data_availability'),
  section('References', 'back.references'),
  optionalSection('Figure Legends', 'back.figure_legends'),
  optionalSection('Supplementary Appendix', 'back.appendix'),
];

export const nejmFamily: JournalTemplateFamily = {
  id: 'nejm',
  name: 'The New England Journal of Medicine',
  guidelineUrl: 'https://www.nejm.org/author-center/new-manuscripts',
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
    abstract: structuredAbstract(
      250,
      heading('Background', 'abstract.background'),
      heading('Methods', 'abstract.methods'),
      heading('Results', 'abstract.results'),
      heading('Conclusions', 'abstract.conclusions'),
    ),
    keywords: NO_KEYWORDS,
    sections: [
      section(null, 'main.introduction'),
      section('Methods', 'main.materials_and_methods', 'declaration.ethics'),
      section('Results', 'main.results'),
      section('Discussion', 'main.discussion', 'main.conclusions'),
      ...afterText,
    ],
    citations: { style: 'numeric-superscript' },
    referencePreset: 'nejm',
    tables: { placement: 'end' },
    figureLegends: { placement: 'end' },
    limits: limits({ mainText: 2700, abstract: 250, references: 40, tables: 5, figures: 5 }),
  },
  articleTypes: {
    original_article: {},
    review_article: {
      abstract: NO_ABSTRACT,
      sections: [
        section(null, 'main.introduction'),
        optionalSection('Methods', 'main.materials_and_methods', 'declaration.ethics'),
        optionalSection('Results', 'main.results'),
        section('Conclusions', 'main.discussion', 'main.conclusions'),
        ...afterText,
      ],
      limits: limits({ mainText: 5000, references: 100 }),
    },
    // Brief Report: a case or a small series.
    case_report: {
      abstract: unstructuredAbstract(100),
      sections: [
        section(null, 'main.introduction'),
        section('Case Report', 'main.materials_and_methods', 'main.results', 'declaration.ethics'),
        section('Discussion', 'main.discussion', 'main.conclusions'),
        ...afterText,
      ],
      limits: limits({ mainText: 2000, abstract: 100, references: 25, tables: 3, figures: 3 }),
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
        ...afterText,
      ],
      limits: limits({ mainText: 175, references: 5, tables: 1, figures: 1 }),
    },
  },
};
