// Nature, "Formatting guide" for Articles. Where it departs from the Nature Portfolio journals: a referenced
// summary paragraph of about 200 words; the text opens without an "Introduction" heading; Articles run to
// about 4,300 words with up to 6 display items and about 50 references; Nature publishes no Brief
// Communications or case reports (Matters Arising stand for letters).
import type { JournalTemplateOverride } from '@galley/contracts';
import { limits, optionalSection, section, unstructuredAbstract } from '../template-parts.ts';

export const natureOverride: JournalTemplateOverride = {
  journalId: 'nature',
  guidelineUrl: 'https://www.nature.com/nature/for-authors/formatting-guide',
  offeredArticleTypes: ['original_article', 'review_article', 'letter'],
  articleTypes: {
    original_article: {
      abstract: unstructuredAbstract(200),
      sections: [
        section(null, 'main.introduction'),
        section('Results', 'main.results'),
        section('Discussion', 'main.discussion', 'main.conclusions'),
        section('Methods', 'main.materials_and_methods', 'declaration.ethics'),
        optionalSection('Data availability', 'declaration.data_availability'),
        section('References', 'back.references'),
        optionalSection('Acknowledgements', 'main.acknowledgements', 'declaration.funding'),
        optionalSection('Author contributions', 'declaration.author_contributions'),
        section('Competing interests', 'declaration.conflicts_of_interest'),
        optionalSection('Figure legends', 'back.figure_legends'),
        optionalSection('Supplementary information', 'back.appendix'),
      ],
      limits: limits({ mainText: 4300, abstract: 200, references: 50, tables: 6, figures: 6 }),
    },
  },
};
