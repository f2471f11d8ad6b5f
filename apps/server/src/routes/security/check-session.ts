import { type CheckSessionResponse, endpoints, type SessionEndReason } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';

const REASONS: Record<'missing' | 'ended' | 'disabled', SessionEndReason> = {
  missing: 'expired',
  ended: 'ended',
  disabled: 'disabled',
};

export function checkSessionRoute(app: FastifyInstance): void {
  app.get(endpoints.securityCheckSession.path, async (request, reply): Promise<CheckSessionResponse> => {
    reply.header('cache-control', 'no-store');
    if (request.session?.userId) return { valid: true };
    const problem = request.sessionProblem;
    return problem && problem !== 'live' ? { valid: false, reason: REASONS[problem] } : { valid: false };
  });
}
