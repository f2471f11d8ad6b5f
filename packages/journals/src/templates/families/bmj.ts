// BMJ Author Hub, "Formatting your paper" (the rules common to BMJ's specialist journals; The BMJ and BMJ
// Open have journal overrides). Taken from it: a title page with title, authors, affiliations, corresponding
// author and word count; a structured abstract of at most 250 words (Objective, Methods, Results,
// Conclusions); up to 5 keywords; Introduction, Methods, Results, Discussion, Conclusion; the end statements
// BMJ journals print: Acknowledgements, Contributors, Funding, Competing interests, Ethics approval, Data
// availability statement; Vancouver references cited by numbers in square brackets; tables and figure legends
// after the references; double spacing with page numbers; original research up to about 4,000 words. Case
// reports follow BMJ Case Reports (Summary; Background, Case presentation, Discussion, Learning points).
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
  optionalSection('Acknowledgements', 'main.acknowledgements'),
  section('Contributors', 'declaration.author_contributions'),
  section('Funding', 'declaration.funding'),
  section('Competing interests', 'declaration.conflicts_of_interest'),
  optionalSection('Ethics approval', 'declaration.ethics'),
  optionalSection('Data availability statement', 'declaration.data_availability'),
  section('References', 'back.references'),
  optionalSection('Figure legends', 'back.figure_legends'),
  optionalSection('Supplementary material', 'back.appendix'),
];

export const bmjFamily: JournalTemplateFamily = {
  id: 'bmj',
  name: 'BMJ',
  guidelineUrl: 'https://authors.bmj.com/writing-and-formatting/formatting-your-paper/',
  base: {
    layout: layout({}),
    titlePage: {
      separatePage: true,
      items: ['front.title', 'front.authors', 'front.affiliations', 'front.correspondence', 'word_counts'],
    },
    abstract: structuredAbstract(
      250,
      heading('Objective', 'abstract.background'),
      heading('Methods', 'abstract.methods'),
      heading('Results', 'abstract.results'),
      heading('Conclusions', 'abstract.conclusions'),
    ),
    keywords: keywords(null, 5, { required: false }),
    sections: [
      section('Introduction', 'main.introduction'),
      section('Methods', 'main.materials_and_methods'),
      section('Results', 'main.results'),
      section('Discussion', 'main.discussion'),
      optionalSection('Conclusion', 'main.conclusions'),
      ...statementsAndBack,
    ],
    citations: { style: 'numeric-brackets' },
    referencePreset: 'bmj',
    tables: { placement: 'end' },
    figureLegends: { placement: 'end' },
    limits: limits({ mainText: 4000, abstract: 250 }),
  },
  articleTypes: {
    original_article: {},
    review_article: {
      abstract: unstructuredAbstract(250),
      sections: [
        section('Introduction', 'main.introduction'),
        optionalSection('Methods', 'main.materials_and_methods'),
        optionalSection('Results', 'main.results'),
        section('Discussion', 'main.discussion'),
        optionalSection('Conclusion', 'main.conclusions'),
        ...statementsAndBack,
      ],
      limits: limits({ mainText: 5000, abstract: 250 }),
    },
    case_report: {
      abstract: unstructuredAbstract(150),
      sections: [
        section('Background', 'main.introduction'),
        section('Case presentation', 'main.materials_and_methods', 'main.results'),
        section('Discussion', 'main.discussion'),
        optionalSection('Learning points', 'main.conclusions'),
        ...statementsAndBack,
      ],
      limits: limits({ abstract: 150 }),
    },
    short_communication: { limits: limits({ mainText: 2000, abstract: 250, tables: 2, figures: 2 }) },
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
        ...statementsAndBack,
      ],
      limits: limits({ mainText: 500, references: 5 }),
    },
  },
};
