// Springer "Instructions for Authors" (journal author help desk: manuscript preparation; the Springer Nature
// "Statements and Declarations" policy). Taken from it: title page with names, affiliations, e-mail and ORCID
// of the corresponding author; an abstract of 150–250 words; 4–6 keywords; a plain 10-point Times Roman text;
// references cited by numbers in square brackets; acknowledgments of people and grants before the references;
// a "Statements and Declarations" part with Funding, Competing Interests, Ethics approval, Data availability
// and Author contributions; tables and figure captions supplied after the references.
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

const declarationsAndBack: BodySection[] = [
  optionalSection('Acknowledgements', 'main.acknowledgements'),
  optionalSection('Funding', 'declaration.funding'),
  section('Competing Interests', 'declaration.conflicts_of_interest'),
  optionalSection('Ethics approval', 'declaration.ethics'),
  optionalSection('Data availability', 'declaration.data_availability'),
  optionalSection('Author contributions', 'declaration.author_contributions'),
  section('References', 'back.references'),
  optionalSection('Figure captions', 'back.figure_legends'),
  optionalSection('Appendix', 'back.appendix'),
];

export const springerFamily: JournalTemplateFamily = {
  id: 'springer',
  name: 'Springer',
  guidelineUrl:
    'https://www.springer.com/gp/authors-editors/journal-author/journal-author-helpdesk/preparation/1276',
  base: {
    layout: layout({ fontSizePt: 10, lineSpacing: 1.5 }),
    titlePage: {
      separatePage: false,
      items: ['front.title', 'front.authors', 'front.affiliations', 'front.correspondence'],
    },
    abstract: unstructuredAbstract(250),
    keywords: keywords(4, 6, { separator: ' · ' }),
    sections: [
      section('Introduction', 'main.introduction'),
      section('Methods', 'main.materials_and_methods'),
      section('Results', 'main.results'),
      section('Discussion', 'main.discussion'),
      optionalSection('Conclusions', 'main.conclusions'),
      ...declarationsAndBack,
    ],
    citations: { style: 'numeric-brackets' },
    referencePreset: 'springer-vancouver',
    tables: { placement: 'end' },
    figureLegends: { placement: 'end' },
    limits: limits({ abstract: 250 }),
  },
  articleTypes: {
    // Springer's clinical journals ask for a structured abstract with these four headings.
    original_article: {
      abstract: structuredAbstract(
        250,
        heading('Purpose', 'abstract.background'),
        heading('Methods', 'abstract.methods'),
        heading('Results', 'abstract.results'),
        heading('Conclusions', 'abstract.conclusions'),
      ),
    },
    review_article: {
      sections: [
        section('Introduction', 'main.introduction'),
        optionalSection('Methods', 'main.materials_and_methods'),
        optionalSection('Results', 'main.results'),
        section('Discussion', 'main.discussion'),
        optionalSection('Conclusions', 'main.conclusions'),
        ...declarationsAndBack,
      ],
    },
    case_report: {
      sections: [
        section('Introduction', 'main.introduction'),
        section('Case report', 'main.materials_and_methods', 'main.results'),
        section('Discussion', 'main.discussion'),
        optionalSection('Conclusions', 'main.conclusions'),
        ...declarationsAndBack,
      ],
    },
    short_communication: { abstract: unstructuredAbstract(150), limits: limits({ abstract: 150 }) },
    letter: {
      abstract: NO_ABSTRACT,
      keywords: keywords(null, 6, { required: false }),
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
    },
  },
};
