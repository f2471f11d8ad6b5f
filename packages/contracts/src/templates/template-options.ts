import { z } from 'zod';
import { StoredTemplate, TemplateId } from './template-item.ts';

/**
 * PUT /api/v1/reference/options/ — save a template's setting (the editor's "save"). The setting's name
 * becomes the template's name too, so a save after a rename in the editor keeps both in step.
 */
export const TemplateOptionsRequest = z.object({
  template_id: TemplateId,
  setting: StoredTemplate,
});
export type TemplateOptionsRequest = z.infer<typeof TemplateOptionsRequest>;
