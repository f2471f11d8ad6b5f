import type { JournalBrowseItem, TargetJournal } from '@galley/contracts';

/** A journal on the convert step's list: what the list shows and what set-target-journals needs. */
export interface TargetRow {
  journal_id: string;
  title: string;
  abbreviation: string | null;
  publisher: string | null;
  categories: string[];
  impact_factor: number | null;
}

/** A catalogue search result as a list row. */
export function targetFromCatalogue(journal: JournalBrowseItem): TargetRow {
  return {
    journal_id: journal.id,
    title: journal.title,
    abbreviation: journal.abbreviation,
    publisher: journal.publisher,
    categories: journal.categories,
    impact_factor: journal.impactFactor,
  };
}

/** A stored target journal (get-conversion's journal_data) as a list row. */
export function targetFromStored(journal: TargetJournal): TargetRow {
  const { article_type: _articleType, ...row } = journal;
  return row;
}

/** The list with `row` at its end; unchanged when the journal is there already or the list is full. */
export function addTarget(list: readonly TargetRow[], row: TargetRow, max: number): TargetRow[] {
  if (list.length >= max || list.some((each) => each.journal_id === row.journal_id)) return [...list];
  return [...list, row];
}

/** The list without the journal `journalId`. */
export function removeTarget(list: readonly TargetRow[], journalId: string): TargetRow[] {
  return list.filter((each) => each.journal_id !== journalId);
}

/** Whether any row knows its impact factor: the column shows only then (spec §2, the catalogue has few). */
export function anyImpactFactor(
  rows: readonly { impact_factor?: number | null; impactFactor?: number | null }[],
) {
  return rows.some((row) => (row.impact_factor ?? row.impactFactor ?? null) !== null);
}
