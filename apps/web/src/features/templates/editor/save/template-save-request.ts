import type { ReferenceTemplate, TemplateCreateRequest, TemplateOptionsRequest } from '@galley/contracts';

/** The one call a save makes, with its body exactly as the contracts want it. */
export type TemplateSaveRequest =
  | { name: 'templateOptions'; body: TemplateOptionsRequest }
  | { name: 'templateCreate'; body: TemplateCreateRequest };

/**
 * Save (an id: the template being edited) overwrites its setting — and its name, so a rename in the
 * editor is a save; save as or a first save (no id) creates a template in `folderId` (null: the root).
 */
export function templateSaveRequest(
  template: ReferenceTemplate,
  id: string | undefined,
  folderId: string | null,
): TemplateSaveRequest {
  if (id) return { name: 'templateOptions', body: { template_id: id, setting: template } };
  return {
    name: 'templateCreate',
    body: { name: template.name, template_type: 'template', setting: template, parent_id: folderId },
  };
}
