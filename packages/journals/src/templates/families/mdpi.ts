// MDPI "Instructions for Authors" and "Layout Style Guide" with the MDPI Word template. Taken from them: a
// single- paragraph abstract of about 200 words written in the background–methods–results–conclusions order
// but without headings; 3–10 keywords; numbered sections 1. Introduction, 2. Materials and Methods, 3.
// Results, 4. Discussion, 5. Conclusions; the back matter in the template's order: Supplementary Materials,
// Author Contributions, Funding, Institutional Review Board Statement, Data Availability Statement,
// Acknowledgments, Conflicts of Interest, Appendix, References; citations in square brackets; figures and
// tables (with their captions) placed in the text near their first citation; the template's A4 page, Palatino
// Linotype 10 pt, single spacing, line numbers. Article types: Article, Review, Case Report, Communication.
import type { BodySection, JournalTemplateFamily } from '@galley/contracts';
import {
  keywords,
  layout,
  limits,
  optionalSection,
  section,
  unstructuredAbstract,
} from '../template-parts.ts';

const backMatter: BodySection[] = [
  optionalSection('Author Contributions', 'declaration.author_contributions'),
  optionalSection('Funding', 'declaration.funding'),
  optionalSection('Institutional Review Board Statement', 'declaration.ethics'),
  optionalSection('Data Availability Statement', 'declaration.data_availability'),
  optionalSection('Acknowledgments', 'main.acknowledgements'),
  section('Conflicts of Interest', 'declaration.conflicts_of_interest'),
  optionalSection('Appendix A', 'back.appendix'),
  section('References', 'back.references'),
];

export const mdpiFamily: JournalTemplateFamily = {
  id: 'mdpi',
  name: 'MDPI',
  guidelineUrl: 'https://www.mdpi.com/authors/layout',
  base: {
    layout: layout({
      marginsCm: { top: 2, bottom: 2, left: 2, right: 2 },
      font: 'Palatino Linotype',
      fontSizePt: 10,
      lineSpacing: 1,
      lineNumbers: true,
    }),
    titlePage: {
      separatePage: false,
      items: ['front.title', 'front.authors', 'front.affiliations', 'front.correspondence'],
    },
    abstract: unstructuredAbstract(200),
    keywords: keywords(3, 10),
    sections: [
      section('1. Introduction', 'main.introduction'),
      section('2. Materials and Methods', 'main.materials_and_methods'),
      section('3. Results', 'main.results'),
      section('4. Discussion', 'main.discussion'),
      optionalSection('5. Conclusions', 'main.conclusions'),
      ...backMatter,
    ],
    citations: { style: 'numeric-brackets' },
    referencePreset: 'mdpi',
    tables: { placement: 'in-text' },
    figureLegends: { placement: 'in-text' },
    limits: limits({ abstract: 200 }),
  },
  articleTypes: {
    original_article: {},
    review_article: {
      sections: [
        section('1. Introduction', 'main.introduction'),
        optionalSection('2. Methods', 'main.materials_and_methods'),
        optionalSection('3. Results', 'main.results'),
        section('4. Discussion', 'main.discussion'),
        optionalSection('5. Conclusions', 'main.conclusions'),
        ...backMatter,
      ],
    },
    case_report: {
      sections: [
        section('1. Introduction', 'main.introduction'),
        section('2. Case Presentation', 'main.materials_and_methods', 'main.results'),
        section('3. Discussion', 'main.discussion'),
        optionalSection('4. Conclusions', 'main.conclusions'),
        ...backMatter,
      ],
    },
    // Communication: short, early results; the same parts as an Article.
    short_communication: {},
  },
};
