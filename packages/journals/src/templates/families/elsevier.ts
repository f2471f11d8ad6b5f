// Elsevier "Guide for Authors" (the common text of its journals' guides; each journal's guide may add
// limits). Taken from it: essential title page information (title, names, affiliations, corresponding
// author), kept apart for double-anonymized review; a concise unstructured abstract of at most 250 words; up
// to 6 keywords right after the abstract; numbered sections (Introduction, Material and methods, Results,
// Discussion, Conclusions); a "CRediT authorship contribution statement", a "Declaration of competing
// interest", "Data availability", "Acknowledgements" collated before the references, funding sources in their
// own section; references in square brackets; figure captions supplied separately from the figures; double
// spacing with continuous line numbers.
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
  optionalSection('CRediT authorship contribution statement', 'declaration.author_contributions'),
  section('Declaration of competing interest', 'declaration.conflicts_of_interest'),
  optionalSection('Funding', 'declaration.funding'),
  optionalSection('Data availability', 'declaration.data_availability'),
  optionalSection('Acknowledgements', 'main.acknowledgements'),
  optionalSection('Appendix A. Supplementary data', 'back.appendix'),
  section('References', 'back.references'),
  optionalSection('Figure captions', 'back.figure_legends'),
];

export const elsevierFamily: JournalTemplateFamily = {
  id: 'elsevier',
  name: 'Elsevier',
  guidelineUrl: 'https://www.elsevier.com/researcher/author/policies-and-guidelines',
  base: {
    layout: layout({ lineNumbers: true }),
    titlePage: {
      separatePage: true,
      items: ['front.title', 'front.authors', 'front.affiliations', 'front.correspondence'],
    },
    abstract: unstructuredAbstract(250),
    keywords: keywords(1, 6),
    sections: [
      section('Introduction', 'main.introduction'),
      section('Material and methods', 'main.materials_and_methods', 'declaration.ethics'),
      section('Results', 'main.results'),
      section('Discussion', 'main.discussion'),
      optionalSection('Conclusions', 'main.conclusions'),
      ...declarationsAndBack,
    ],
    citations: { style: 'numeric-brackets' },
    referencePreset: 'elsevier-vancouver',
    tables: { placement: 'end' },
    figureLegends: { placement: 'end' },
    limits: limits({ abstract: 250 }),
  },
  articleTypes: {
    original_article: {},
    review_article: {
      sections: [
        section('Introduction', 'main.introduction'),
        optionalSection('Methods', 'main.materials_and_methods', 'declaration.ethics'),
        optionalSection('Results', 'main.results'),
        section('Discussion', 'main.discussion'),
        optionalSection('Conclusions', 'main.conclusions'),
        ...declarationsAndBack,
      ],
    },
    case_report: {
      sections: [
        section('Introduction', 'main.introduction'),
        section('Case presentation', 'main.materials_and_methods', 'main.results', 'declaration.ethics'),
        section('Discussion', 'main.discussion'),
        optionalSection('Conclusions', 'main.conclusions'),
        ...declarationsAndBack,
      ],
    },
    short_communication: {
      abstract: unstructuredAbstract(150),
      limits: limits({ mainText: 3000, abstract: 150 }),
    },
    letter: {
      abstract: NO_ABSTRACT,
      keywords: keywords(null, 6, { required: false }),
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
        ...declarationsAndBack,
      ],
      limits: limits({ mainText: 1000 }),
    },
  },
};
