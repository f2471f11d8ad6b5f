// Oxford University Press, Oxford Academic "Preparing your manuscript" (the common rules of OUP journals;
// each journal's instructions add limits). Taken from it: a title page with authors, affiliations and
// corresponding author; a structured abstract of up to 250 words for clinical research (Background, Methods,
// Results, Conclusions); up to 6 keywords; Introduction, Materials and Methods, Results, Discussion; the
// "Funding" and "Conflict of interest" statements OUP requires in every article, "Data availability" (OUP's
// data policy), "Author contributions" and "Acknowledgements" before the references; tables and figure
// legends after them.
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
  optionalSection('Author contributions', 'declaration.author_contributions'),
  section('Funding', 'declaration.funding'),
  section('Conflict of interest', 'declaration.conflicts_of_interest'),
  section('Data availability', 'declaration.data_availability'),
  section('References', 'back.references'),
  optionalSection('Figure legends', 'back.figure_legends'),
  optionalSection('Supplementary data', 'back.appendix'),
];

export const oxfordFamily: JournalTemplateFamily = {
  id: 'oxford',
  name: 'Oxford University Press',
  guidelineUrl: 'https://academic.oup.com/pages/authoring/journals/preparing_your_manuscript',
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
      ],
    },
    abstract: structuredAbstract(
      250,
      heading('Background', 'abstract.background'),
      heading('Methods', 'abstract.methods'),
      heading('Results', 'abstract.results'),
      heading('Conclusions', 'abstract.conclusions'),
    ),
    keywords: keywords(null, 6),
    sections: [
      section('Introduction', 'main.introduction'),
      section('Materials and Methods', 'main.materials_and_methods', 'declaration.ethics'),
      section('Results', 'main.results'),
      section('Discussion', 'main.discussion', 'main.conclusions'),
      ...declarationsAndBack,
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
      abstract: unstructuredAbstract(250),
      sections: [
        section('Introduction', 'main.introduction'),
        optionalSection('Methods', 'main.materials_and_methods', 'declaration.ethics'),
        optionalSection('Results', 'main.results'),
        section('Discussion', 'main.discussion', 'main.conclusions'),
        ...declarationsAndBack,
      ],
    },
    case_report: {
      abstract: unstructuredAbstract(150),
      sections: [
        section('Introduction', 'main.introduction'),
        section('Case report', 'main.materials_and_methods', 'main.results', 'declaration.ethics'),
        section('Discussion', 'main.discussion', 'main.conclusions'),
        ...declarationsAndBack,
      ],
      limits: limits({ abstract: 150 }),
    },
    short_communication: { limits: limits({ mainText: 2000, abstract: 250 }) },
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
    },
  },
};
