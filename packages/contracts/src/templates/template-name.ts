import { z } from 'zod';
import { Commit, TEMPLATE_NAME_MAX, TemplateId } from './template-item.ts';

/**
 * PUT /api/v1/reference/name/ — rename a folder or template. `user_id` is accepted as the spec sends it and
 * ignored: the owner is the session's user. An empty name gets its kind's message from the server.
 */
export const TemplateNameRequest = z.object({
  template_id: TemplateId,
  new_name: z.string().trim().max(TEMPLATE_NAME_MAX),
  user_id: z.unknown().optional(),
  commit: Commit,
});
export type TemplateNameRequest = z.infer<typeof TemplateNameRequest>;
