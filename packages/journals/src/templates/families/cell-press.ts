// Cell Press "Information for authors" (Cell Reports' page is the model for the Cell Press research journals;
// Cell itself is a journal override). Taken from it: a Summary of at most 150 words without headings;
// keywords; Introduction, Results, Discussion; the Resource availability statement (data and code
// availability), Acknowledgments (with funding), Author contributions and "Declaration of interests"; the
// STAR★Methods after the main text (ethics oversight is part of it); references cited by superscript numbers;
// figure titles and legends after the references; Supplemental information last; double spacing. Reports
// (Cell Reports, Current Biology) merge results and discussion and allow 4 figures; Articles 7 figures.
import type { BodySection, JournalTemplateFamily } from '@galley/contracts';
import {
  keywords,
  layout,
  limits,
  optionalSection,
  section,
  unstructuredAbstract,
} from '../template-parts.ts';

const statementsMethodsAndBack: BodySection[] = [
  optionalSection('Resource availability', 'declaration.data_availability'),
  optionalSection('Acknowledgments', 'main.acknowledgements', 'declaration.funding'),
  optionalSection('Author contributions', 'declaration.author_contributions'),
  section('Declaration of interests', 'declaration.conflicts_of_interest'),
  section('STAR★Methods', 'main.materials_and_methods', 'declaration.ethics'),
  section('References', 'back.references'),
  optionalSection('Figure titles and legends', 'back.figure_legends'),
  optionalSection('Supplemental information', 'back.appendix'),
];

export const cellPressFamily: JournalTemplateFamily = {
  id: 'cell-press',
  name: 'Cell Press',
  guidelineUrl: 'https://www.cell.com/cell-reports/authors',
  base: {
    layout: layout({}),
    titlePage: {
      separatePage: false,
      items: ['front.title', 'front.authors', 'front.affiliations', 'front.correspondence'],
    },
    abstract: unstructuredAbstract(150),
    keywords: keywords(null, 10, { required: false }),
    sections: [
      section('Introduction', 'main.introduction'),
      section('Results', 'main.results'),
      section('Discussion', 'main.discussion', 'main.conclusions'),
      ...statementsMethodsAndBack,
    ],
    citations: { style: 'numeric-superscript' },
    referencePreset: 'cell',
    tables: { placement: 'end' },
    figureLegends: { placement: 'end' },
    limits: limits({ abstract: 150, figures: 7 }),
  },
  articleTypes: {
    original_article: {},
    review_article: {
      sections: [
        section('Introduction', 'main.introduction'),
        optionalSection('Results', 'main.results'),
        section('Concluding remarks', 'main.discussion', 'main.conclusions'),
        optionalSection('Resource availability', 'declaration.data_availability'),
        optionalSection('Acknowledgments', 'main.acknowledgements', 'declaration.funding'),
        optionalSection('Author contributions', 'declaration.author_contributions'),
        section('Declaration of interests', 'declaration.conflicts_of_interest'),
        optionalSection('Methods', 'main.materials_and_methods', 'declaration.ethics'),
        section('References', 'back.references'),
        optionalSection('Figure titles and legends', 'back.figure_legends'),
        optionalSection('Supplemental information', 'back.appendix'),
      ],
    },
    // Report: no Introduction heading, "Results and discussion" together.
    short_communication: {
      sections: [
        section(null, 'main.introduction'),
        section('Results and discussion', 'main.results', 'main.discussion', 'main.conclusions'),
        ...statementsMethodsAndBack,
      ],
      limits: limits({ abstract: 150, figures: 4 }),
    },
  },
};
