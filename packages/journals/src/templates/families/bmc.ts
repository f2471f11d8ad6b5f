// BMC (BioMed Central) submission guidelines, "Preparing your manuscript" per article type (BMC Medicine's
// Research article page is the model). Taken from it: a title page with authors, affiliations and
// corresponding author; a structured abstract of at most 350 words (Background, Methods, Results,
// Conclusions); three to ten keywords; Background, Methods, Results, Discussion, Conclusions; a
// "Declarations" part in this order: Ethics approval and consent to participate, Availability of data and
// materials, Competing interests, Funding, Authors' contributions, Acknowledgements; references in square
// brackets; figure titles and legends at the end of the file; small tables where first cited; double line
// spacing with line and page numbers. Case reports (Background, Case presentation, Discussion and
// conclusions), reviews (Background, Main body, Conclusion), research notes.
import type { BodySection, JournalTemplateFamily } from '@galley/contracts';
import {
  heading,
  keywords,
  layout,
  limits,
  optionalSection,
  section,
  structuredAbstract,
} from '../template-parts.ts';

const declarationsAndBack: BodySection[] = [
  optionalSection('Ethics approval and consent to participate', 'declaration.ethics'),
  optionalSection('Availability of data and materials', 'declaration.data_availability'),
  section('Competing interests', 'declaration.conflicts_of_interest'),
  optionalSection('Funding', 'declaration.funding'),
  optionalSection("Authors' contributions", 'declaration.author_contributions'),
  optionalSection('Acknowledgements', 'main.acknowledgements'),
  section('References', 'back.references'),
  optionalSection('Figure legends', 'back.figure_legends'),
  optionalSection('Additional files', 'back.appendix'),
];

export const bmcFamily: JournalTemplateFamily = {
  id: 'bmc',
  name: 'BMC (BioMed Central)',
  guidelineUrl:
    'https://bmcmedicine.biomedcentral.com/submission-guidelines/preparing-your-manuscript/research-article',
  base: {
    layout: layout({ lineNumbers: true }),
    titlePage: {
      separatePage: true,
      items: ['front.title', 'front.authors', 'front.affiliations', 'front.correspondence'],
    },
    abstract: structuredAbstract(
      350,
      heading('Background', 'abstract.background'),
      heading('Methods', 'abstract.methods'),
      heading('Results', 'abstract.results'),
      heading('Conclusions', 'abstract.conclusions'),
    ),
    keywords: keywords(3, 10, { separator: ', ' }),
    sections: [
      section('Background', 'main.introduction'),
      section('Methods', 'main.materials_and_methods'),
      section('Results', 'main.results'),
      section('Discussion', 'main.discussion'),
      optionalSection('Conclusions', 'main.conclusions'),
      ...declarationsAndBack,
    ],
    citations: { style: 'numeric-brackets' },
    referencePreset: 'springer-vancouver',
    tables: { placement: 'in-text' },
    figureLegends: { placement: 'end' },
    limits: limits({ abstract: 350 }),
  },
  articleTypes: {
    original_article: {},
    review_article: {
      abstract: structuredAbstract(
        350,
        heading('Background', 'abstract.background'),
        heading('Main body', 'abstract.methods', 'abstract.results'),
        heading('Conclusion', 'abstract.conclusions'),
      ),
      sections: [
        section('Background', 'main.introduction'),
        optionalSection('Methods', 'main.materials_and_methods'),
        section('Main text', 'main.results', 'main.discussion'),
        optionalSection('Conclusions', 'main.conclusions'),
        ...declarationsAndBack,
      ],
    },
    case_report: {
      abstract: structuredAbstract(
        350,
        heading('Background', 'abstract.background'),
        heading('Case presentation', 'abstract.methods', 'abstract.results'),
        heading('Conclusions', 'abstract.conclusions'),
      ),
      sections: [
        section('Background', 'main.introduction'),
        section('Case presentation', 'main.materials_and_methods', 'main.results'),
        section('Discussion and conclusions', 'main.discussion', 'main.conclusions'),
        ...declarationsAndBack,
      ],
    },
    // Research note (BMC Research Notes): Objective and Results in the abstract, one "Main text" section.
    short_communication: {
      abstract: structuredAbstract(
        250,
        heading('Objective', 'abstract.background'),
        heading('Results', 'abstract.methods', 'abstract.results', 'abstract.conclusions'),
      ),
      sections: [
        section('Introduction', 'main.introduction'),
        section(
          'Main text',
          'main.materials_and_methods',
          'main.results',
          'main.discussion',
          'main.conclusions',
        ),
        ...declarationsAndBack,
      ],
      limits: limits({ mainText: 1000, abstract: 250, tables: 2, figures: 2 }),
    },
  },
};
