// The BMJ, "Research" article type and "Formatting your paper". Where it departs from the BMJ specialist
// journals: the structured abstract's headings Objective, Design, Setting, Participants, Interventions, Main
// outcome measures, Results, Conclusions; the end statements "Contributors" (with the guarantor), "Funding",
// "Competing interests", "Ethical approval", "Data sharing"; no case reports (BMJ Case Reports is its own
// journal).
import type { BodySection, JournalTemplateOverride } from '@galley/contracts';
import { heading, optionalSection, section, structuredAbstract } from '../template-parts.ts';

const statementsAndBack: BodySection[] = [
  optionalSection('Acknowledgements', 'main.acknowledgements'),
  section('Contributors', 'declaration.author_contributions'),
  section('Funding', 'declaration.funding'),
  section('Competing interests', 'declaration.conflicts_of_interest'),
  optionalSection('Ethical approval', 'declaration.ethics'),
  optionalSection('Data sharing', 'declaration.data_availability'),
  section('References', 'back.references'),
  optionalSection('Figure legends', 'back.figure_legends'),
  optionalSection('Supplementary material', 'back.appendix'),
];

export const theBmjOverride: JournalTemplateOverride = {
  journalId: 'bmj',
  guidelineUrl: 'https://www.bmj.com/about-bmj/resources-authors/article-types/research',
  offeredArticleTypes: ['original_article', 'review_article', 'letter'],
  articleTypes: {
    original_article: {
      // The BMJ states no fixed abstract length for research; its headings are what differs.
      abstract: structuredAbstract(
        null,
        heading('Objective', 'abstract.background'),
        heading('Design', 'abstract.methods'),
        heading('Setting'),
        heading('Participants'),
        heading('Interventions'),
        heading('Main outcome measures'),
        heading('Results', 'abstract.results'),
        heading('Conclusions', 'abstract.conclusions'),
      ),
      sections: [
        section('Introduction', 'main.introduction'),
        section('Methods', 'main.materials_and_methods'),
        section('Results', 'main.results'),
        section('Discussion', 'main.discussion', 'main.conclusions'),
        ...statementsAndBack,
      ],
    },
  },
};
