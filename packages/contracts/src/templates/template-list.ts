import { z } from 'zod';
import { TemplateId, TemplateItem, TemplatePathEntry } from './template-item.ts';

/** Spec §9 names no page size; the drawer shows this many items a page. */
export const TEMPLATE_LIST_PAGE_SIZE = 20;

/** A query-string parent: absent, empty or "null" is the root. */
export const ParentQuery = z.preprocess(
  (value) => (value === '' || value === 'null' ? null : value),
  TemplateId.nullable().optional(),
);

/**
 * GET /api/v1/reference/template-list/ — one folder's items (folders first, then by name), or with
 * `search_text` the matching names anywhere in the user's tree. `created_template_id` opens the page that
 * holds that item (the drawer just created it), whatever `page` says.
 */
export const TemplateListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  search_text: z.string().trim().max(100).optional(),
  parent_id: ParentQuery,
  created_template_id: ParentQuery,
});
export type TemplateListQuery = z.infer<typeof TemplateListQuery>;

export const TemplateListResponse = z.object({
  count: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
  parent_id: TemplateId.nullable(),
  /** The folders from the root down to `parent_id` (empty at the root and when searching). */
  path: z.array(TemplatePathEntry),
  results: z.array(TemplateItem),
});
export type TemplateListResponse = z.infer<typeof TemplateListResponse>;
