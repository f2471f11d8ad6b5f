import { z } from 'zod';
import { ArticleType } from '../manuscript.ts';
import { AdminPageQuery, adminPage } from './admin-paging.ts';
import { JournalTemplateSummary } from './journal-template-item.ts';
import { JournalTemplateFields, JournalTemplateKey, JournalTemplateKind } from './journal-template-model.ts';

/** GET /api/v1/admin/journal-templates/?search=&kind=&page= — by name, key, category or journal id. */
export const JournalTemplateListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  kind: JournalTemplateKind.optional(),
  page: AdminPageQuery,
});
export type JournalTemplateListQuery = z.infer<typeof JournalTemplateListQuery>;

export const JournalTemplateListResponse = adminPage(JournalTemplateSummary);
export type JournalTemplateListResponse = z.infer<typeof JournalTemplateListResponse>;

/** GET /api/v1/admin/journal-templates/:id/?version=N — that version's content (the current one without N). */
export const JournalTemplateGetQuery = z.object({ version: z.coerce.number().int().positive().optional() });
export type JournalTemplateGetQuery = z.infer<typeof JournalTemplateGetQuery>;

/**
 * GET /api/v1/admin/journal-templates/family-layout/?journal_id= — the layout of the family `journal_id` belongs
 * to, as the converter resolves it now; without `journal_id`, the generic (ICMJE) family, which a new family starts
 * from. An unknown journal → 404.
 */
export const JournalTemplateFamilyLayoutQuery = z.object({
  journal_id: z.string().min(1).max(200).optional(),
});
export type JournalTemplateFamilyLayoutQuery = z.infer<typeof JournalTemplateFamilyLayoutQuery>;

/** POST /api/v1/admin/journal-templates/ → 201 the new template at version 1. A taken key → 400 (`reason: key_taken`). */
export const JournalTemplateCreateRequest = JournalTemplateFields.extend({
  kind: JournalTemplateKind,
  key: JournalTemplateKey,
});
export type JournalTemplateCreateRequest = z.infer<typeof JournalTemplateCreateRequest>;

/**
 * PUT /api/v1/admin/journal-templates/:id/ — a save: a new version with the caller as author. `base_version` is
 * the version the editor started from; a newer one saved meanwhile → 400
 * (`reason: stale_version`, `current_version`), so nobody's edits are silently lost.
 */
export const JournalTemplateSaveRequest = JournalTemplateFields.extend({
  base_version: z.number().int().positive(),
});
export type JournalTemplateSaveRequest = z.infer<typeof JournalTemplateSaveRequest>;

/**
 * POST /api/v1/admin/journal-templates/preview/ → the .docx (attachment) of the built-in sample manuscript
 * converted for `journal_id` with the given, possibly unsaved, fields: staff see an edit before saving it.
 */
export const JournalTemplatePreviewRequest = z.object({
  journal_id: z.string().min(1).max(200),
  article_type: ArticleType,
  fields: JournalTemplateFields,
});
export type JournalTemplatePreviewRequest = z.infer<typeof JournalTemplatePreviewRequest>;
