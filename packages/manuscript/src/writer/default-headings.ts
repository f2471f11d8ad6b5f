import type { StepValue } from '@galley/contracts';

/**
 * Headings for parts a template does not name itself (a declaration on the title page, a part the template has no
 * section for). English, like the templates' own headings: they are the journal's words, not the UI's.
 */
export const DEFAULT_HEADINGS: Partial<Record<StepValue, string>> = {
  'front.running_title': 'Running title',
  'front.correspondence': 'Correspondence',
  'abstract.keywords': 'Keywords',
  'main.introduction': 'Introduction',
  'main.materials_and_methods': 'Methods',
  'main.results': 'Results',
  'main.discussion': 'Discussion',
  'main.conclusions': 'Conclusions',
  'main.acknowledgements': 'Acknowledgements',
  'declaration.funding': 'Funding',
  'declaration.conflicts_of_interest': 'Competing interests',
  'declaration.ethics': 'Ethics approval and consent',
  'declaration.data_availability': 'Data availability',
  'declaration.author_contributions': 'Author contributions',
  'back.references': 'References',
  'back.figure_legends': 'Figure legends',
  'back.appendix': 'Appendix',
};

export const headingFor = (step: StepValue): string => DEFAULT_HEADINGS[step] ?? step;
