import type { TargetJournal, TargetJournalChoice } from '@galley/contracts';
import { chooseConversionTargets, findJournal } from '@galley/journals';
import type { Database } from '../../db/database.ts';
import { currentTemplateSources } from '../journal-templates/current-template-sources.ts';
import { ConversionRefusal } from './conversion-refusal.ts';

/**
 * The author's journal choice checked as the convert job will check it (chooseConversionTargets with the
 * templates in force — the database's, so an article type staff added is taken): 1..max journals, no duplicates,
 * each known and taking its article type. Answers the stored Target journal rows.
 */
export async function chooseTargetJournals(
  db: Database,
  choices: readonly TargetJournalChoice[],
  defaultArticleType: string,
  max: number,
): Promise<TargetJournal[]> {
  if (choices.length === 0) throw new ConversionRefusal(400, 'no_journals', 'Choose at least one journal.');
  if (choices.length > max)
    throw new ConversionRefusal(400, 'too_many_journals', `Choose at most ${max} journals.`);
  const seen = new Set<string>();
  const targets: TargetJournal[] = [];
  for (const { journal_id, article_type } of choices) {
    const journal = findJournal(journal_id);
    if (journal && seen.has(journal.id))
      throw new ConversionRefusal(400, 'duplicate_journal', `${journal.title} is chosen twice.`);
    const sources = journal ? await currentTemplateSources(db, journal) : undefined;
    const choice = chooseConversionTargets([journal_id], article_type ?? defaultArticleType, sources);
    if (!choice.ok || !journal)
      throw new ConversionRefusal(
        400,
        choice.ok ? 'unknown_journal' : choice.reason,
        choice.ok ? `No journal with id "${journal_id}".` : choice.message,
      );
    seen.add(journal.id);
    targets.push({
      journal_id: journal.id,
      title: journal.title,
      abbreviation: journal.abbreviation,
      publisher: journal.publisher,
      categories: journal.categories,
      impact_factor: journal.impactFactor,
      article_type: choice.articleType,
    });
  }
  return targets;
}
