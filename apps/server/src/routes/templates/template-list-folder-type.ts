import {
  TemplateFolderListQuery,
  type TemplateFolderListResponse,
  templateEndpoints,
} from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { listTemplateFolders } from '../../services/templates/list-template-folders.ts';

/** The "move to" picker: the folders in one folder, without the item being moved or anything inside it. */
export function templateListFolderTypeRoute(app: FastifyInstance): void {
  app.get(
    templateEndpoints.templateFolderList.path,
    async (request, reply): Promise<TemplateFolderListResponse> => {
      const userId = request.requireUserId();
      const query = parseInput(TemplateFolderListQuery, request.query);
      reply.header('cache-control', 'private, no-store');
      return listTemplateFolders(app.db, userId, query);
    },
  );
}
