import { z } from 'zod';
import {
  Commit,
  StoredTemplate,
  TEMPLATE_NAME_MAX,
  TEMPLATE_NAME_REQUIRED,
  TemplateId,
  TemplateType,
} from './template-item.ts';

/**
 * POST /api/v1/reference/create/ — a folder (no setting) or a template (its setting) in `parent_id`
 * (null: the root). The name is the row's; a template's setting takes it too. `user_id` is ignored.
 */
export const TemplateCreateRequest = z
  .object({
    name: z.string().trim().max(TEMPLATE_NAME_MAX),
    template_type: TemplateType,
    setting: StoredTemplate.optional(),
    parent_id: TemplateId.nullable().optional(),
    user_id: z.unknown().optional(),
    commit: Commit,
  })
  .superRefine((value, context) => {
    if (value.name === '') {
      context.addIssue({
        code: 'custom',
        path: ['name'],
        message: TEMPLATE_NAME_REQUIRED[value.template_type],
      });
    }
    if (value.template_type === 'template' && value.setting === undefined) {
      context.addIssue({ code: 'custom', path: ['setting'], message: 'A template needs its setting.' });
    }
  });
export type TemplateCreateRequest = z.infer<typeof TemplateCreateRequest>;
