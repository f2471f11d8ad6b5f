import { z } from 'zod';

/**
 * GET /api/v1/reference/template/:template_id/ — one saved template of the user's, as the list gives it (the
 * editor opened at `?template=<id>` by a reload or a link). Any string is taken here: an id that is not a
 * uuid names no template, so it answers the same 404 as someone else's, a deleted one or a folder.
 */
export const TemplateGetParams = z.object({ template_id: z.string() });
export type TemplateGetParams = z.infer<typeof TemplateGetParams>;
