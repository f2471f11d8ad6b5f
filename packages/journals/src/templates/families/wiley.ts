// Wiley Author Services, "Manuscript preparation guidelines" (the common part of Wiley journals' author
// guidelines; each journal sets its own reference style and limits). Taken from it: a separate title page
// with the full and short running title, authors, affiliations, corresponding author, word count,
// acknowledgments, funding and conflict-of-interest statements (so the main document can be anonymized); an
// abstract of about 250 words; 3–6 keywords; Introduction, Methods, Results, Discussion, Conclusion; "Author
// Contributions" and the mandatory "Data Availability Statement" at the end of the main text; tables and
// figure legends after the references; double spacing. Author–date references are Wiley's most common house
// style.
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
  optionalSection('Author Contributions', 'declaration.author_contributions'),
  optionalSection('Ethics Statement', 'declaration.ethics'),
  section('Data Availability Statement', 'declaration.data_availability'),
  section('References', 'back.references'),
  optionalSection('Figure Legends', 'back.figure_legends'),
  optionalSection('Supporting Information', 'back.appendix'),
];

export const wileyFamily: JournalTemplateFamily = {
  id: 'wiley',
  name: 'Wiley',
  guidelineUrl:
    'https://authorservices.wiley.com/author-resources/Journal-Authors/Prepare/manuscript-preparation-guidelines.html',
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
        'word_counts',
        'main.acknowledgements',
        'declaration.funding',
        'declaration.conflicts_of_interest',
      ],
    },
    abstract: unstructuredAbstract(250),
    keywords: keywords(3, 6, { separator: ', ' }),
    sections: [
      section('Introduction', 'main.introduction'),
      section('Methods', 'main.materials_and_methods'),
      section('Results', 'main.results'),
      section('Discussion', 'main.discussion'),
      optionalSection('Conclusion', 'main.conclusions'),
      ...declarationsAndBack,
    ],
    citations: { style: 'author-year' },
    referencePreset: 'apa-7',
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
        section('Case Report', 'main.materials_and_methods', 'main.results'),
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
