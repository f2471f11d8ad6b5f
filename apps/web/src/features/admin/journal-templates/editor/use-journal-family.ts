import type {
  JournalTemplateFamily,
  JournalTemplateFamilyLayout,
  JournalTemplateFields,
  JournalTemplateKind,
} from '@galley/contracts';
import { useFamilyLayout } from './use-family-layout.ts';

export interface JournalFamily {
  /** The family a journal template's uncustomized parts come from; undefined for a family, or until known. */
  layout: JournalTemplateFamilyLayout | undefined;
  /**
   * The parts shown for what the journal template does not state: the family as its first journal's conversions
   * take it (that journal's own reference preset and citation style, not the family's).
   */
  parts: JournalTemplateFamily | undefined;
  /** The journal the layout is for (its first), or undefined. */
  journalId: string | undefined;
  /** The family's reference template formats the reference list (the journal template names none): no preset is used. */
  familyReferenceTemplate: boolean;
  /** Why a journal template shows no family: no journal chosen yet, the layout loading, or failed to load. */
  note: 'chooseJournal' | 'loading' | 'loadError' | null;
  /** Asks for the layout again (after `loadError`). */
  retry: () => void;
}

/**
 * The family of a journal template's first journal (the one its override is written for), followed live: the
 * query is keyed by the journal, so an answer for a journal chosen before is never shown for the one now chosen.
 */
export function useJournalFamily(kind: JournalTemplateKind, fields: JournalTemplateFields): JournalFamily {
  const journalId = kind === 'journal' ? fields.journal_ids[0] : undefined;
  const query = useFamilyLayout(journalId, journalId !== undefined);
  const retry = () => void query.refetch();
  const none = { layout: undefined, parts: undefined, journalId, familyReferenceTemplate: false, retry };
  if (kind !== 'journal') return { ...none, note: null };
  if (journalId === undefined) return { ...none, note: 'chooseJournal' };
  const layout = query.data;
  const note = query.isError ? 'loadError' : query.isPending ? 'loading' : null;
  const familyReferenceTemplate = !fields.reference_template_id && Boolean(layout?.reference_template_id);
  const parts = layout?.for_journal ?? layout?.family;
  return { layout, parts, journalId, familyReferenceTemplate, note, retry };
}
