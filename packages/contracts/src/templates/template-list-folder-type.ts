import { z } from 'zod';
import { TemplateId, TemplateItem, TemplatePathEntry } from './template-item.ts';
import { ParentQuery } from './template-list.ts';

/**
 * GET /api/v1/reference/template-list-folder-type/ — the folders in `parent_id` (the "move to" picker).
 * With `src_template_id` (the item being moved) that item and, for a folder, everything inside it are left
 * out, so a folder is never offered as its own destination.
 */
export const TemplateFolderListQuery = z.object({
  parent_id: ParentQuery,
  src_template_id: ParentQuery,
});
export type TemplateFolderListQuery = z.infer<typeof TemplateFolderListQuery>;

export const TemplateFolderListResponse = z.object({
  parent_id: TemplateId.nullable(),
  path: z.array(TemplatePathEntry),
  results: z.array(TemplateItem),
});
export type TemplateFolderListResponse = z.infer<typeof TemplateFolderListResponse>;
