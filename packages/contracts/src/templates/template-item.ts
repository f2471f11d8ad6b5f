import { z } from 'zod';
import { TEMPLATE_ELEMENTS_MAX } from '../reference-compile.ts';
import { ReferenceTemplate } from '../references.ts';

// The template drawer's objects (spec §3 "Reference template"): folders and templates in one tree.

export const TemplateType = z.enum(['folder', 'template']);
export type TemplateType = z.infer<typeof TemplateType>;

/** Spec §5/§9: folder and template names are required and at most 100 characters. */
export const TEMPLATE_NAME_MAX = 100;

/** The required-name message of each kind (spec §5). */
export const TEMPLATE_NAME_REQUIRED: Record<TemplateType, string> = {
  folder: 'Folder name is required.',
  template: 'Template name is required.',
};

/** A folder or template id; null (or absent) in a parent field means the root. */
export const TemplateId = z.string().uuid();

export const TemplateItem = z.object({
  template_id: TemplateId,
  name: z.string(),
  template_type: TemplateType,
  parent_id: TemplateId.nullable(),
  /** The editor's template; null for a folder. */
  setting: ReferenceTemplate.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TemplateItem = z.infer<typeof TemplateItem>;

/** A folder on the way from the root to the listed one, root first. */
export const TemplatePathEntry = z.object({ template_id: TemplateId, name: z.string() });
export type TemplatePathEntry = z.infer<typeof TemplatePathEntry>;

/** Spec §7 sends `commit` on writes: false checks everything (ownership, names, cycles, use) and writes nothing. */
export const Commit = z.boolean().optional();

/** A template as stored: the editor's full template (never a preset or journal id), within compile's limits. */
export const StoredTemplate = ReferenceTemplate.refine(
  (template) => template.elements.length <= TEMPLATE_ELEMENTS_MAX,
  {
    message: `A template has at most ${TEMPLATE_ELEMENTS_MAX} elements.`,
    path: ['elements'],
  },
);
