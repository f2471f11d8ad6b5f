import type { FastifyInstance } from 'fastify';
import { templateCreateRoute } from './template-create.ts';
import { templateDeleteRoute } from './template-delete.ts';
import { templateGetRoute } from './template-get.ts';
import { templateListRoute } from './template-list.ts';
import { templateListFolderTypeRoute } from './template-list-folder-type.ts';
import { templateMoveRoute } from './template-move.ts';
import { templateNameRoute } from './template-name.ts';
import { templateOptionsRoute } from './template-options.ts';

/**
 * The template drawer's calls (spec §7), and the editor's read of one template (a reload of `?template=`).
 * default-setting, common-citation-style-item-list and compile are the reference converter's routes, shared
 * with the editor.
 */
export function registerTemplateRoutes(app: FastifyInstance): void {
  templateListRoute(app);
  templateListFolderTypeRoute(app);
  templateGetRoute(app);
  templateNameRoute(app);
  templateOptionsRoute(app);
  templateCreateRoute(app);
  templateDeleteRoute(app);
  templateMoveRoute(app);
}
