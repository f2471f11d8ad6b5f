import type { ArticleTemplate, ArticleType, CatalogueJournal, InTextCitationStyle } from '@galley/contracts';
import { resolveTemplate } from './resolve-template.ts';
import { CODE_TEMPLATE_SOURCES, type TemplateSources } from './template-sources.ts';

/** Whether the journal's hand-written override states this part (its guidelines then beat the CSL data). */
function overrideStates(
  journalId: string,
  articleType: ArticleType,
  part: 'citations' | 'referencePreset',
  sources: TemplateSources,
): boolean {
  const override = sources.overrides.find((candidate) => candidate.journalId === journalId);
  return override?.all?.[part] !== undefined || override?.articleTypes?.[articleType]?.[part] !== undefined;
}

/**
 * The in-text form the official CSL style of each numeric preset prints: a journal whose own CSL style is that
 * preset's (an exact match) cites the same way, whatever its publisher family usually does (IEEE journals use
 * brackets, AMA journals superscripts).
 */
const PRESET_IN_TEXT: Readonly<Record<string, InTextCitationStyle>> = {
  'ama-11': 'numeric-superscript',
  bmj: 'numeric-superscript',
  lancet: 'numeric-superscript',
  nature: 'numeric-superscript',
  nejm: 'numeric-superscript',
  'elsevier-vancouver': 'numeric-brackets',
  ieee: 'numeric-brackets',
  mdpi: 'numeric-brackets',
  plos: 'numeric-brackets',
  'springer-vancouver': 'numeric-brackets',
  science: 'numeric-parentheses',
};

/** The in-text style fitting the journal's CSL data; the family's when that already fits. */
function citationStyleFor(journal: CatalogueJournal, familyStyle: InTextCitationStyle): InTextCitationStyle {
  const numeric = journal.citationFormat === 'numeric' || journal.citationFormat === 'label';
  // author-date, and note/author styles, which the catalogue maps to author–date presets.
  if (!numeric) return 'author-year';
  const presetForm = journal.presetMatch === 'exact' ? PRESET_IN_TEXT[journal.referencePreset] : undefined;
  return presetForm ?? (familyStyle === 'author-year' ? 'numeric-brackets' : familyStyle);
}

/**
 * The template for a catalogue journal. A family's reference style is only its most common one (Elsevier,
 * Springer, Wiley, … journals each name their own), so the journal's CSL-derived preset and citation format
 * replace the family's, unless the journal's own override states them. This keeps in-text citations and the
 * reference list of one kind: never author–year citations over a numbered list.
 */
export function resolveJournalTemplate(
  journal: CatalogueJournal,
  articleType: ArticleType,
  sources: TemplateSources = CODE_TEMPLATE_SOURCES,
): ArticleTemplate {
  const template = resolveTemplate(journal.templateFamily, articleType, journal.id, sources);
  return {
    ...template,
    referencePreset: overrideStates(journal.id, articleType, 'referencePreset', sources)
      ? template.referencePreset
      : journal.referencePreset,
    citations: overrideStates(journal.id, articleType, 'citations', sources)
      ? template.citations
      : { style: citationStyleFor(journal, template.citations.style) },
  };
}
