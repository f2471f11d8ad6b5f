import { findJournal, offeredArticleTypes, resolveJournalTemplate } from '@galley/journals';
import type { JournalTitleLimits } from '@galley/titles';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { currentTemplateSources } from '../journal-templates/current-template-sources.ts';

/**
 * A catalogue journal's title limits from the template a new conversion would be written with now (original
 * articles, else the first type the journal takes): the database's current versions — so a staff edit counts at
 * once — else the code's, as the converter resolves them. An unknown journal is refused.
 */
export async function journalTitleLimits(db: Database, journalId: string): Promise<JournalTitleLimits> {
  const journal = findJournal(journalId);
  if (!journal) throw new AppError('bad_request', 'No journal with this id in the catalogue.');
  const sources = await currentTemplateSources(db, journal);
  const offered = offeredArticleTypes(journal.templateFamily, journal.id, sources);
  const articleType = offered.includes('original_article') ? 'original_article' : offered[0];
  if (!articleType) return {};
  const words = resolveJournalTemplate(journal, articleType, sources).limits.title;
  return words === null ? {} : { maxTitleWords: words };
}
