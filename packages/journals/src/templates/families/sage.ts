// SAGE, "Manuscript Submission Guidelines" (the general page SAGE journals link to; each journal's page adds
// its limits). Taken from it: an anonymized main document with author details on a separate title page; an
// abstract of up to about 250 words; 3–6 keywords; IMRaD headings; SAGE's end-of-article declarations in this
// order: "Acknowledgements", "Author contributions", "Declaration of conflicting interests", "Funding",
// "Ethical approval", "Data availability"; SAGE Vancouver references cited by superscript numbers (the
// author–date SAGE Harvard journals take their own style from the catalogue); tables and figure legends after
// the references.
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
  section('Declaration of conflicting interests', 'declaration.conflicts_of_interest'),
  section('Funding', 'declaration.funding'),
  optionalSection('Ethical approval', 'declaration.ethics'),
  optionalSection('Data availability', 'declaration.data_availability'),
  section('References', 'back.references'),
  optionalSection('Figure legends', 'back.figure_legends'),
  optionalSection('Supplemental material', 'back.appendix'),
];

export const sageFamily: JournalTemplateFamily = {
  id: 'sage',
  name: 'SAGE',
  guidelineUrl: 'https://us.sagepub.com/en-us/nam/manuscript-submission-guidelines',
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
    abstract: unstructuredAbstract(250),
    keywords: keywords(3, 6),
    sections: [
      section('Introduction', 'main.introduction'),
      section('Methods', 'main.materials_and_methods'),
      section('Results', 'main.results'),
      section('Discussion', 'main.discussion'),
      optionalSection('Conclusion', 'main.conclusions'),
      ...declarationsAndBack,
    ],
    citations: { style: 'numeric-superscript' },
    referencePreset: 'nlm-vancouver',
    tables: { placement: 'end' },
    figureLegends: { placement: 'end' },
    limits: limits({ abstract: 250 }),
  },
  articleTypes: {
    original_article: {},
    review_article: {
      sections: [
        section('Introduction', 'main.introduction'),
        optionalSection('Methods', 'main.materials_and_methods'),
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
        section('Case report', 'main.materials_and_methods', 'main.results'),
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
          'main.results',
          'main.discussion',
          'main.conclusions',
        ),
        ...declarationsAndBack,
      ],
    },
  },
};
