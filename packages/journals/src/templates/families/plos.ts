// PLOS ONE "Submission guidelines" (the PLOS journals share its manuscript organisation; PLOS Medicine's
// structured abstract is a journal override). Taken from it: title, authors, affiliations and corresponding
// author at the top of the manuscript; an abstract of at most 300 words without headings; no keywords;
// Introduction, Materials and methods, Results, Discussion, Conclusions (optional); ethics statements inside
// the Methods; Acknowledgments, References, Supporting information; references in square brackets; each
// figure caption and table placed right after the paragraph that first cites it; double spacing with line and
// page numbers. PLOS collects funding, competing interests, data availability and author contributions in the
// submission form; they stay at the end of the file here so nothing the author wrote is lost on the way to
// that form.
import type { BodySection, JournalTemplateFamily } from '@galley/contracts';
import {
  layout,
  limits,
  NO_KEYWORDS,
  optionalSection,
  section,
  unstructuredAbstract,
} from '../template-parts.ts';

const backMatter: BodySection[] = [
  optionalSection('Acknowledgments', 'main.acknowledgements'),
  optionalSection('Funding', 'declaration.funding'),
  optionalSection('Competing interests', 'declaration.conflicts_of_interest'),
  optionalSection('Data availability', 'declaration.data_availability'),
  optionalSection('Author contributions', 'declaration.author_contributions'),
  section('References', 'back.references'),
  optionalSection('Supporting information', 'back.appendix'),
];

export const plosFamily: JournalTemplateFamily = {
  id: 'plos',
  name: 'PLOS',
  guidelineUrl: 'https://journals.plos.org/plosone/s/submission-guidelines',
  base: {
    layout: layout({ lineNumbers: true }),
    titlePage: {
      separatePage: false,
      items: ['front.title', 'front.authors', 'front.affiliations', 'front.correspondence'],
    },
    abstract: unstructuredAbstract(300),
    keywords: NO_KEYWORDS,
    sections: [
      section('Introduction', 'main.introduction'),
      section('Materials and methods', 'main.materials_and_methods', 'declaration.ethics'),
      section('Results', 'main.results'),
      section('Discussion', 'main.discussion'),
      optionalSection('Conclusions', 'main.conclusions'),
      ...backMatter,
    ],
    citations: { style: 'numeric-brackets' },
    referencePreset: 'plos',
    tables: { placement: 'in-text' },
    figureLegends: { placement: 'in-text' },
    limits: limits({ abstract: 300 }),
  },
  articleTypes: {
    original_article: {},
    // Systematic reviews and meta-analyses keep the research-article layout; their methods are optional here
    // so a narrative review is not refused.
    review_article: {
      sections: [
        section('Introduction', 'main.introduction'),
        optionalSection('Methods', 'main.materials_and_methods', 'declaration.ethics'),
        optionalSection('Results', 'main.results'),
        section('Discussion', 'main.discussion'),
        optionalSection('Conclusions', 'main.conclusions'),
        ...backMatter,
      ],
    },
  },
};
