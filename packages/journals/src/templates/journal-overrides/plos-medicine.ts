// PLOS Medicine, "Submission guidelines". Where it departs from PLOS ONE: a structured abstract of at most
// 500 words under Background, Methods and findings, Conclusions; the sections are headed "Methods" (not
// "Materials and methods"); it takes research articles only.
import type { JournalTemplateOverride } from '@galley/contracts';
import { heading, limits, optionalSection, section, structuredAbstract } from '../template-parts.ts';

export const plosMedicineOverride: JournalTemplateOverride = {
  journalId: 'plos-medicine',
  guidelineUrl: 'https://journals.plos.org/plosmedicine/s/submission-guidelines',
  offeredArticleTypes: ['original_article'],
  articleTypes: {
    original_article: {
      abstract: structuredAbstract(
        500,
        heading('Background', 'abstract.background'),
        heading('Methods and findings', 'abstract.methods', 'abstract.results'),
        heading('Conclusions', 'abstract.conclusions'),
      ),
      sections: [
        section('Introduction', 'main.introduction'),
        section('Methods', 'main.materials_and_methods', 'declaration.ethics'),
        section('Results', 'main.results'),
        section('Discussion', 'main.discussion'),
        optionalSection('Conclusions', 'main.conclusions'),
        optionalSection('Acknowledgments', 'main.acknowledgements'),
        optionalSection('Funding', 'declaration.funding'),
        optionalSection('Competing interests', 'declaration.conflicts_of_interest'),
        optionalSection('Data availability', 'declaration.data_availability'),
        optionalSection('Author contributions', 'declaration.author_contributions'),
        section('References', 'back.references'),
        optionalSection('Supporting information', 'back.appendix'),
      ],
      limits: limits({ abstract: 500 }),
    },
  },
};
