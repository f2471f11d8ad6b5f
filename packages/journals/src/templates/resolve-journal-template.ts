import type {
  ArticleTemplate,
  ArticleType,
  CatalogueJournal,
  CitationFormat,
  InTextCitationStyle,
} from '@galley/contracts';
import { resolveTemplate } from './resolve-template.ts';
import { JOURNAL_TEMPLATE_OVERRIDES } from './template-families.ts';

/** Whether the journal's hand-written override states this part (its guidelines then beat the CSL data). */
function overrideStates(
  journalId: string,
  articleType: ArticleType,
  part: 'citations' | 'referencePreset',
): boolean {
  const override = JOURNAL_TEMPLATE_OVERRIDES.find((candidate) => candidate.journalId === journalId);
  return override?.all?.[part] !== undefined || override?.articleTypes?.[articleType]?.[part] !== undefined;
}

/** The in-text style fitting the journal's CSL citation format; the family's when that already fits. */
function citationStyleFor(format: CitationFormat, familyStyle: InTextCitationStyle): InTextCitationStyle {
  const numeric = format === 'numeric' || format === 'label';
  if (numeric) return familyStyle === 'author-year' ? 'numeric-brackets' : familyStyle;
  // author-date, and note/author styles, which the catalogue maps to author–date presets.
  return 'author-year';
}

/**
 * The template for a catalogue journal. A family's reference style is only its most common one (Elsevier,
 * Springer, Wiley, … journals each name their own), so the journal's CSL-derived preset and citation format
 * replace the family's, unless the journal's own override states them. This keeps in-text citations and the
 * reference list of one kind: never author–year citations over a numbered list.
 */
export function resolveJournalTemplate(journal: CatalogueJournal, articleType: ArticleType): ArticleTemplate {
  const template = resolveTemplate(journal.templateFamily, articleType, journal.id);
  return {
    ...template,
    referencePreset: overrideStates(journal.id, articleType, 'referencePreset')
      ? template.referencePreset
      : journal.referencePreset,
    citations: overrideStates(journal.id, articleType, 'citations')
      ? template.citations
      : { style: citationStyleFor(journal.citationFormat, template.citations.style) },
  };
}
