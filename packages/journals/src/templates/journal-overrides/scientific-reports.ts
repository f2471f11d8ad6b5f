// Scientific Reports, "Submission guidelines". Where it departs from the Nature Portfolio journals: an
// abstract of at most 200 words; main text up to 4,500 words; a title of at most 20 words; up to 60
// references and 8 display items; the journal takes research Articles only.
import type { JournalTemplateOverride } from '@galley/contracts';
import { limits, unstructuredAbstract } from '../template-parts.ts';

export const scientificReportsOverride: JournalTemplateOverride = {
  journalId: 'scientific-reports',
  guidelineUrl: 'https://www.nature.com/srep/author-instructions/submission-guidelines',
  offeredArticleTypes: ['original_article'],
  articleTypes: {
    original_article: {
      abstract: unstructuredAbstract(200),
      limits: limits({ mainText: 4500, abstract: 200, title: 20, references: 60, tables: 8, figures: 8 }),
    },
  },
};
