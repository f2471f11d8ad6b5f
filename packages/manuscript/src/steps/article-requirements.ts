import type { ArticleType, StepValue } from '@galley/contracts';

/**
 * Steps an article type does not require although manuscript-steps.md marks them required for a research article:
 * reviews and case reports have no methods or results of their own, so demanding them would block the board.
 */
export const NOT_REQUIRED_FOR: Record<ArticleType, readonly StepValue[]> = {
  original_article: [],
  short_communication: [],
  review_article: ['abstract.methods', 'abstract.results', 'main.materials_and_methods', 'main.results'],
  case_report: ['abstract.methods', 'main.materials_and_methods', 'main.results'],
  // A letter is short running text: most journals print it without an abstract or the IMRaD sections.
  letter: [
    'abstract.background',
    'abstract.methods',
    'abstract.results',
    'abstract.conclusions',
    'main.introduction',
    'main.materials_and_methods',
    'main.results',
    'main.discussion',
  ],
};
