import { z } from 'zod';
import { JournalTemplateFamily, JournalTemplateOverride } from '../journals.ts';

/**
 * A journal template as staff edit it (spec §2 Admin, template editor). `family`: a publisher family's layout
 * (`key` = family id, e.g. `elsevier`), used by every catalogue journal of that family; `journal`: one or more
 * journals' own departures from their family (`key` = a slug, `journal_ids` = the journals it applies to).
 */
export const JournalTemplateKind = z.enum(['family', 'journal']);
export type JournalTemplateKind = z.infer<typeof JournalTemplateKind>;

export const JournalTemplateKey = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9][a-z0-9-]*$/);

/** The layout itself, as `@galley/journals` defines it: a family, or a journal override. */
export const JournalTemplateDefinition = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('family'), family: JournalTemplateFamily }),
  z.object({ kind: z.literal('journal'), override: JournalTemplateOverride }),
]);
export type JournalTemplateDefinition = z.infer<typeof JournalTemplateDefinition>;

/** Spec §9: category names up to 100 characters; the editor requires one. */
export const JournalTemplateCategory = z.string().trim().min(1, 'Category is required.').max(100);

/** What every save may change besides the layout: its name, category, journals and the reference template. */
export const JournalTemplateFields = z.object({
  name: z.string().trim().min(1).max(100),
  category: JournalTemplateCategory,
  /** `journal` templates: the catalogue journals it applies to (≥ 1). `family` templates: empty. */
  journal_ids: z.array(z.string().min(1).max(200)).max(500),
  /** A reference template (template drawer id) the journal's reference list uses; it then cannot be deleted. */
  reference_template_id: z.uuid().nullable(),
  definition: JournalTemplateDefinition,
});
export type JournalTemplateFields = z.infer<typeof JournalTemplateFields>;
