import { z } from 'zod';
import { ArticleType } from './manuscript.ts';

/**
 * POST /api/v1/conversion/set-target-journals/ `{conversion_id, journal_data}` → 200 `{success, target_journals}`.
 * 1..GALLEY_MAX_TARGET_JOURNALS (default 10) journals, no duplicates, draft conversions only. A journal's
 * `article_type` defaults to the conversion's (or `original_article` when the conversion has none); each journal
 * must exist and take that type (chooseConversionTargets), else 400 with its message. The list replaces the
 * previous one.
 */
export const TargetJournalChoice = z.object({
  journal_id: z.string().min(1).max(200),
  article_type: ArticleType.optional(),
});
export type TargetJournalChoice = z.infer<typeof TargetJournalChoice>;

export const SetTargetJournalsRequest = z.object({
  conversion_id: z.uuid(),
  /** Length is checked by the server against its configured maximum (400 `too_many_journals`). */
  journal_data: z.array(TargetJournalChoice).max(1000),
  user_id: z.unknown().optional(),
});
export type SetTargetJournalsRequest = z.infer<typeof SetTargetJournalsRequest>;

/** Spec §3 Target journal (category, journal, impact factor, article type), as stored on the conversion. */
export const TargetJournal = z.object({
  journal_id: z.string(),
  title: z.string(),
  abbreviation: z.string().nullable(),
  publisher: z.string().nullable(),
  categories: z.array(z.string()),
  impact_factor: z.number().nullable(),
  article_type: ArticleType,
});
export type TargetJournal = z.infer<typeof TargetJournal>;

export const SetTargetJournalsResponse = z.object({
  success: z.literal(true),
  target_journals: z.array(TargetJournal),
});
export type SetTargetJournalsResponse = z.infer<typeof SetTargetJournalsResponse>;

/** Error codes of set-target-journals (400 unless said): `no_journals`, `too_many_journals`, `duplicate_journal`,
 * `unknown_journal`, `unknown_article_type`, `article_type_not_taken`, `not_draft` (409). */
export const SET_TARGET_JOURNALS_ERRORS = [
  'no_journals',
  'too_many_journals',
  'duplicate_journal',
  'unknown_journal',
  'unknown_article_type',
  'article_type_not_taken',
  'not_draft',
] as const;
