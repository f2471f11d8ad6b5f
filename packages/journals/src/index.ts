// @galley/journals: the journal catalogue and the journal template families (pure: no file, network or database access).

export { findJournal } from './catalogue/find-journal.ts';
export { journalCategories } from './catalogue/journal-categories.ts';
export { loadCatalogue } from './catalogue/load-catalogue.ts';
export { type JournalFilters, searchJournals } from './catalogue/search-journals.ts';
export {
  type ConversionTarget,
  type ConversionTargetsChoice,
  chooseConversionTargets,
} from './conversion/choose-conversion-targets.ts';
export { resolveJournalTemplate } from './templates/resolve-journal-template.ts';
export { offeredArticleTypes, resolveTemplate } from './templates/resolve-template.ts';
export { JOURNAL_TEMPLATE_OVERRIDES, TEMPLATE_FAMILIES } from './templates/template-families.ts';
export { CODE_TEMPLATE_SOURCES, type TemplateSources } from './templates/template-sources.ts';
