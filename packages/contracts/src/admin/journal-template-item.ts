import { z } from 'zod';
import { JournalTemplateFamily } from '../journals.ts';
import { AdminActor } from './admin-paging.ts';
import { JournalTemplateFields, JournalTemplateKey, JournalTemplateKind } from './journal-template-model.ts';

/** One row of the journal template list. */
export const JournalTemplateSummary = z.object({
  id: z.uuid(),
  kind: JournalTemplateKind,
  key: JournalTemplateKey,
  name: z.string(),
  category: z.string(),
  journal_ids: z.array(z.string()),
  /** Catalogue journals laid out by it (a family's journals, or a journal template's own). */
  journal_count: z.number().int().nonnegative(),
  reference_template_id: z.uuid().nullable(),
  /** The current version's number (1 = as seeded or created). */
  version: z.number().int().positive(),
  updated_at: z.iso.datetime({ offset: true }),
  updated_by: AdminActor,
});
export type JournalTemplateSummary = z.infer<typeof JournalTemplateSummary>;

/** One saved version: every save makes a new one, with who and when (spec §2 Admin). */
export const JournalTemplateVersionInfo = z.object({
  id: z.uuid(),
  version: z.number().int().positive(),
  author: AdminActor,
  created_at: z.iso.datetime({ offset: true }),
});
export type JournalTemplateVersionInfo = z.infer<typeof JournalTemplateVersionInfo>;

/** A template with one version's content (the current one unless asked) and the history, newest first. */
export const JournalTemplateDetail = JournalTemplateSummary.extend({
  shown_version: z.number().int().positive(),
  fields: JournalTemplateFields,
  versions: z.array(JournalTemplateVersionInfo),
});
export type JournalTemplateDetail = z.infer<typeof JournalTemplateDetail>;

/**
 * A family's layout as conversions use it now: the current saved version (`template_id`, `version`), else the
 * code's family (both null). What a new family starts from. `for_journal` (null without a journal): the same
 * family as that journal's conversions take it where its journal template states nothing — the journal's own
 * CSL-derived reference preset and in-text citation style in place of the family's; what a journal template
 * inherits part by part.
 */
export const JournalTemplateFamilyLayout = z.object({
  key: JournalTemplateKey,
  name: z.string(),
  template_id: z.uuid().nullable(),
  version: z.number().int().positive().nullable(),
  family: JournalTemplateFamily,
  for_journal: JournalTemplateFamily.nullable(),
  /** The reference template the family's current version names: a journal template naming none is converted with it. */
  reference_template_id: z.uuid().nullable(),
});
export type JournalTemplateFamilyLayout = z.infer<typeof JournalTemplateFamilyLayout>;
