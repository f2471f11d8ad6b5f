import { endpoints, LogoutRequest, type LogoutResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';

/** Ends the caller's own session (idempotent: without one it still answers success). */
export function logoutRoute(app: FastifyInstance): void {
  app.post(endpoints.usersLogout.path, async (request, reply): Promise<LogoutResponse> => {
    parseInput(LogoutRequest, request.body);
    await reply.endSession();
    return { success: true };
  });
}
