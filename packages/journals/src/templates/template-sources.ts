import type { JournalTemplateFamily, JournalTemplateOverride } from '@galley/contracts';
import { JOURNAL_TEMPLATE_OVERRIDES, TEMPLATE_FAMILIES } from './template-families.ts';

/**
 * Where the families and journal overrides come from: the code's (the default), or the ones staff saved in
 * the server's database (apps/server services/journal-templates), resolved by the same rules.
 */
export interface TemplateSources {
  families: readonly JournalTemplateFamily[];
  overrides: readonly JournalTemplateOverride[];
}

export const CODE_TEMPLATE_SOURCES: TemplateSources = {
  families: TEMPLATE_FAMILIES,
  overrides: JOURNAL_TEMPLATE_OVERRIDES,
};
