// The Lancet, "Information for Authors". Where it departs from the Lancet family journals: Articles keep to
// about 30 references (the family allows more); Correspondence is at most 250 words with 5 references.
import type { JournalTemplateOverride } from '@galley/contracts';
import { limits } from '../template-parts.ts';

export const theLancetOverride: JournalTemplateOverride = {
  journalId: 'the-lancet',
  guidelineUrl: 'https://www.thelancet.com/lancet/information-for-authors',
  articleTypes: {
    original_article: { limits: limits({ mainText: 4500, abstract: 300, references: 30 }) },
    letter: { limits: limits({ mainText: 250, references: 5, tables: 1, figures: 1 }) },
  },
};
