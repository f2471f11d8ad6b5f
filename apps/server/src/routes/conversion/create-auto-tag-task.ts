import {
  CreateAutoTagTaskRequest,
  type CreateAutoTagTaskResponse,
  endpoints,
  isLocale,
} from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireVerifiedEmail } from '../../policies/require-verified-email.ts';
import { startAutoTag } from '../../services/conversion/start-auto-tag.ts';

/** Queues the auto-tag job of the uploaded manuscript (or the board without tagging, `skip`) → 202 with its topic. */
export function createAutoTagTaskRoute(app: FastifyInstance): void {
  app.post(
    endpoints.conversionCreateAutoTagTask.path,
    async (request, reply): Promise<CreateAutoTagTaskResponse> => {
      const user = requireVerifiedEmail(await request.requireUser());
      const input = parseInput(CreateAutoTagTaskRequest, request.body);
      const locale = isLocale(user.locale) ? user.locale : 'en';
      reply.code(202);
      return startAutoTag({ db: app.db, jobs: app.jobs }, { id: user.id, locale }, input);
    },
  );
}
