import { z } from 'zod';
import { Commit, TemplateId } from './template-item.ts';

/** DELETE /api/v1/reference/delete/ — a template, or a folder with everything in it. `user_id` is ignored. */
export const TemplateDeleteRequest = z.object({
  template_id: TemplateId,
  user_id: z.unknown().optional(),
  commit: Commit,
});
export type TemplateDeleteRequest = z.infer<typeof TemplateDeleteRequest>;

/** Every id removed (the item, then what it held); with `commit: false`, what would be. */
export const TemplateDeleteResponse = z.object({ deleted: z.array(TemplateId), committed: z.boolean() });
export type TemplateDeleteResponse = z.infer<typeof TemplateDeleteResponse>;

/** Spec §4/§8: a template a journal template uses is not deleted. */
export const TEMPLATE_IN_USE_MESSAGE = 'This template is used by a journal template and cannot be deleted.';
