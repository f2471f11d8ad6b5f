// Cell, "Information for authors". Where it departs from the Cell Press journals: Cell publishes Articles (up
// to 7 figures) and Reviews, not the short Reports of Cell Reports or Current Biology.
import type { JournalTemplateOverride } from '@galley/contracts';
import { limits } from '../template-parts.ts';

export const cellOverride: JournalTemplateOverride = {
  journalId: 'cell',
  guidelineUrl: 'https://www.cell.com/cell/authors',
  offeredArticleTypes: ['original_article', 'review_article'],
  articleTypes: {
    original_article: { limits: limits({ abstract: 150, figures: 7 }) },
  },
};
