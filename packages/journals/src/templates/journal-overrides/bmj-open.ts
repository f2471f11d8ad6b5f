// BMJ Open, "Instructions for authors". Where it departs from the BMJ specialist journals: a structured
// abstract of at most 300 words under Objectives, Design, Setting, Participants, Interventions, Primary and
// secondary outcome measures, Results, Conclusions; research papers up to about 4,000 words; research and
// systematic reviews only (no case reports or letters).
import type { JournalTemplateOverride } from '@galley/contracts';
import { heading, limits, structuredAbstract } from '../template-parts.ts';

export const bmjOpenOverride: JournalTemplateOverride = {
  journalId: 'bmj-open',
  guidelineUrl: 'https://bmjopen.bmj.com/pages/authors/',
  offeredArticleTypes: ['original_article', 'review_article'],
  articleTypes: {
    original_article: {
      abstract: structuredAbstract(
        300,
        heading('Objectives', 'abstract.background'),
        heading('Design', 'abstract.methods'),
        heading('Setting'),
        heading('Participants'),
        heading('Interventions'),
        heading('Primary and secondary outcome measures'),
        heading('Results', 'abstract.results'),
        heading('Conclusions', 'abstract.conclusions'),
      ),
      limits: limits({ mainText: 4000, abstract: 300 }),
    },
  },
};
