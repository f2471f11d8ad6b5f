import { endpoints, UpdateAiRelatedDataRequest, type UpdatePubmedDataResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { updateAiRelatedData } from '../../services/references/update-ai-related-data.ts';

/** After an outage: retry the unreachable references (202 when a check starts) or continue as done (200). */
export function updateAiRelatedDataRoute(app: FastifyInstance): void {
  app.post(
    endpoints.referenceUpdateAiRelatedData.path,
    async (request, reply): Promise<UpdatePubmedDataResponse> => {
      const userId = request.requireUserId();
      const input = parseInput(UpdateAiRelatedDataRequest, request.body);
      const deps = { db: app.db, siteFile: app.siteFile, jobs: app.jobs };
      const { answer, started } = await updateAiRelatedData(deps, userId, input);
      reply.code(started ? 202 : 200);
      return answer;
    },
  );
}
