import { type ArticleTemplate, ArticleType, type CatalogueJournal } from '@galley/contracts';
import { findJournal } from '../catalogue/find-journal.ts';
import { resolveJournalTemplate } from '../templates/resolve-journal-template.ts';
import { offeredArticleTypes } from '../templates/resolve-template.ts';
import { CODE_TEMPLATE_SOURCES, type TemplateSources } from '../templates/template-sources.ts';

/** One journal a manuscript is written for, with the template already resolved for the article type. */
export interface ConversionTarget {
  journal: Pick<CatalogueJournal, 'id' | 'title' | 'templateFamily'>;
  template: ArticleTemplate;
}

export type ConversionTargetsChoice =
  | { ok: true; articleType: ArticleType; targets: ConversionTarget[] }
  | {
      ok: false;
      code: 'bad_request' | 'not_found';
      reason: 'unknown_article_type' | 'unknown_journal' | 'article_type_not_taken';
      message: string;
    };

/**
 * The article type and target journals of a conversion, checked before anything is read or written (the CLI and
 * the conversion job alike): a typo in the third journal must not leave two files behind. Duplicates collapse.
 * `sources` are the templates in force (the server passes the ones staff saved, so an article type added to a
 * family in the database is taken); the code's by default.
 */
export function chooseConversionTargets(
  journalIds: readonly string[],
  articleTypeName: string,
  sources: TemplateSources = CODE_TEMPLATE_SOURCES,
): ConversionTargetsChoice {
  const articleType = ArticleType.safeParse(articleTypeName);
  if (!articleType.success)
    return {
      ok: false,
      code: 'bad_request',
      reason: 'unknown_article_type',
      message: `Unknown article type "${articleTypeName}"; one of: ${ArticleType.options.join(', ')}.`,
    };
  const targets: ConversionTarget[] = [];
  for (const wanted of journalIds) {
    const journal = findJournal(wanted);
    if (!journal)
      return {
        ok: false,
        code: 'not_found',
        reason: 'unknown_journal',
        message: `No journal with id or ISSN "${wanted}".`,
      };
    const offered = offeredArticleTypes(journal.templateFamily, journal.id, sources);
    if (!offered.includes(articleType.data))
      return {
        ok: false,
        code: 'bad_request',
        reason: 'article_type_not_taken',
        message: `${journal.title} does not take ${articleType.data}; it takes: ${offered.join(', ')}.`,
      };
    if (targets.some((known) => known.journal.id === journal.id)) continue;
    targets.push({
      journal: { id: journal.id, title: journal.title, templateFamily: journal.templateFamily },
      template: resolveJournalTemplate(journal, articleType.data, sources),
    });
  }
  return { ok: true, articleType: articleType.data, targets };
}
