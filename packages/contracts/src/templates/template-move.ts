import { z } from 'zod';
import { Commit, TemplateId } from './template-item.ts';

/** POST /api/v1/reference/move/ — into a folder, between folders, or to the root (`new_folder_id` null). */
export const TemplateMoveRequest = z.object({
  template_id: TemplateId,
  new_folder_id: TemplateId.nullable(),
  commit: Commit,
});
export type TemplateMoveRequest = z.infer<typeof TemplateMoveRequest>;

export const TEMPLATE_MOVE_CYCLE_MESSAGE = 'A folder cannot be moved into itself or a folder inside it.';
