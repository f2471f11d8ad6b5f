import { type AiStatusResponse, endpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { requireVerifiedEmail } from '../../policies/require-verified-email.ts';
import { readAiStatus } from '../../services/conversion/read-ai-status.ts';

/** The tagger auto-tagging uses and its service's status (the status board's outage warning). */
export function aiStatusRoute(app: FastifyInstance): void {
  app.get(endpoints.conversionAiStatus.path, async (request, reply): Promise<AiStatusResponse> => {
    requireVerifiedEmail(await request.requireUser());
    reply.header('cache-control', 'private, no-store');
    return readAiStatus(app.config);
  });
}
