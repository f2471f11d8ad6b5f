import { type CommonCitationStyleListResponse, endpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { listCitationStyles } from '../../services/references/list-citation-styles.ts';

/** The common citation styles (spec §3), each with its full setting so the editor can copy it. */
export function commonCitationStyleItemListRoute(app: FastifyInstance): void {
  app.get(
    endpoints.referenceCommonCitationStyles.path,
    async (request): Promise<CommonCitationStyleListResponse> => {
      request.requireUserId();
      return { styles: listCitationStyles() };
    },
  );
}
