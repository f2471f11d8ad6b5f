import type { TemplateItem } from '@galley/contracts';
import type { ReferenceTemplateRow } from '../../db/schema.ts';

/** A row as the drawer sees it (spec §3 field names). */
export function toTemplateItem(row: ReferenceTemplateRow): TemplateItem {
  return {
    template_id: row.id,
    name: row.name,
    template_type: row.templateType,
    parent_id: row.parentId,
    setting: row.setting ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
