// Frontiers "Author guidelines", reference styles: Frontiers' medical journals (Frontiers in Medicine, in
// Immunology, in Oncology, in Neurology, in Public Health, in Endocrinology, …) cite by numbers in
// parentheses with Vancouver references instead of the family's author–year style. One override per such
// journal.
import type { JournalTemplateOverride } from '@galley/contracts';

const FRONTIERS_MEDICAL_JOURNALS = [
  'frontiers-in-medicine',
  'frontiers-in-immunology',
  'frontiers-in-oncology',
  'frontiers-in-neurology',
  'frontiers-in-public-health',
  'frontiers-in-endocrinology',
] as const;

export const frontiersMedicalOverrides: JournalTemplateOverride[] = FRONTIERS_MEDICAL_JOURNALS.map(
  (journalId) => ({
    journalId,
    guidelineUrl: 'https://www.frontiersin.org/guidelines/author-guidelines',
    all: { citations: { style: 'numeric-parentheses' }, referencePreset: 'nlm-vancouver' },
  }),
);
