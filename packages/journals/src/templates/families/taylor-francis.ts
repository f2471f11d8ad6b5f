// Taylor & Francis Author Services, "Formatting and templates" and "Writing your paper" (the common rules of
// T&F journals; each journal names its reference style). Taken from it: a title page with all authors and
// affiliations, the corresponding author marked; an abstract of up to about 200 words; 3–6 keywords;
// Introduction, Materials and methods, Results, Discussion, Conclusion; then "Acknowledgements", "Disclosure
// statement" (T&F's heading for competing interests), "Funding", "Data availability statement"; ethics
// approval stated in the methods; tables and figure captions after the references; double spacing, 12 pt. APA
// (author–date) is the standard reference style of most T&F journals.
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
  optionalSection('Acknowledgements', 'main.acknowledgements'),
  optionalSection('Author contributions', 'declaration.author_contributions'),
  section('Disclosure statement', 'declaration.conflicts_of_interest'),
  optionalSection('Funding', 'declaration.funding'),
  optionalSection('Data availability statement', 'declaration.data_availability'),
  section('References', 'back.references'),
  optionalSection('Figure captions', 'back.figure_legends'),
  optionalSection('Appendix', 'back.appendix'),
];

export const taylorFrancisFamily: JournalTemplateFamily = {
  id: 'taylor-francis',
  name: 'Taylor & Francis',
  guidelineUrl:
    'https://authorservices.taylorandfrancis.com/publishing-your-research/making-your-submission/formatting-and-templates/',
  base: {
    layout: layout({}),
    titlePage: {
      separatePage: true,
      items: ['front.title', 'front.authors', 'front.affiliations', 'front.correspondence'],
    },
    abstract: unstructuredAbstract(200),
    keywords: keywords(3, 6),
    sections: [
      section('Introduction', 'main.introduction'),
      section('Materials and methods', 'main.materials_and_methods', 'declaration.ethics'),
      section('Results', 'main.results'),
      section('Discussion', 'main.discussion'),
      optionalSection('Conclusion', 'main.conclusions'),
      ...declarationsAndBack,
    ],
    citations: { style: 'author-year' },
    referencePreset: 'apa-7',
    tables: { placement: 'end' },
    figureLegends: { placement: 'end' },
    limits: limits({ abstract: 200 }),
  },
  articleTypes: {
    original_article: {},
    review_article: {
      sections: [
        section('Introduction', 'main.introduction'),
        optionalSection('Methods', 'main.materials_and_methods', 'declaration.ethics'),
        optionalSection('Results', 'main.results'),
        section('Discussion', 'main.discussion'),
        optionalSection('Conclusion', 'main.conclusions'),
        ...declarationsAndBack,
      ],
    },
    case_report: {
      abstract: unstructuredAbstract(150),
      sections: [
        section('Introduction', 'main.introduction'),
        section('Case report', 'main.materials_and_methods', 'main.results', 'declaration.ethics'),
        section('Discussion', 'main.discussion'),
        optionalSection('Conclusion', 'main.conclusions'),
        ...declarationsAndBack,
      ],
      limits: limits({ abstract: 150 }),
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
