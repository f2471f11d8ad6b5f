import { CreateConvertTaskRequest, type CreateConvertTaskResponse, endpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireVerifiedEmail } from '../../policies/require-verified-email.ts';
import { createConvertTask } from '../../services/conversion/create-convert-task.ts';

/** Starts converting to every target journal → 202 with the run and its topic. */
export function createConvertTaskRoute(app: FastifyInstance): void {
  app.post(
    endpoints.conversionCreateConvertTask.path,
    async (request, reply): Promise<CreateConvertTaskResponse> => {
      const userId = requireVerifiedEmail(await request.requireUser()).id;
      const { conversion_id } = parseInput(CreateConvertTaskRequest, request.body);
      const deps = { db: app.db, siteFile: app.siteFile, jobs: app.jobs };
      const started = await createConvertTask(deps, userId, conversion_id);
      reply.code(202);
      return started;
    },
  );
}
