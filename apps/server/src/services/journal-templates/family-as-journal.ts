import type {
  ArticleTemplateOverride,
  ArticleType,
  CatalogueJournal,
  JournalTemplateFamily,
} from '@galley/contracts';
import { resolveJournalTemplate } from '@galley/journals';

/** Any article type: the base is resolved through one the family is made to offer with nothing of its own. */
const BASE_PROBE: ArticleType = 'original_article';

/**
 * A family's parts as one journal's conversions take them where its journal template states nothing: the
 * converter (resolveJournalTemplate) puts the journal's own CSL-derived reference preset and in-text citation
 * style in place of the family's, in the base and in each article type that sets either. Computed by the
 * converter itself, so the editor shows what a conversion would use.
 */
export function familyAsJournal(
  family: JournalTemplateFamily,
  journal: CatalogueJournal,
): JournalTemplateFamily {
  const own = { ...family, id: journal.templateFamily };
  const style = (type: ArticleType, from: JournalTemplateFamily): ArticleTemplateOverride => {
    const resolved = resolveJournalTemplate(journal, type, { families: [from], overrides: [] });
    return { citations: resolved.citations, referencePreset: resolved.referencePreset };
  };
  const baseOnly = { ...own, articleTypes: { [BASE_PROBE]: {} } };
  const articleTypes = Object.fromEntries(
    Object.entries(own.articleTypes).map(([type, parts]) => [
      type,
      parts?.citations || parts?.referencePreset ? { ...parts, ...style(type as ArticleType, own) } : parts,
    ]),
  );
  return { ...own, base: { ...own.base, ...style(BASE_PROBE, baseOnly) }, articleTypes };
}
