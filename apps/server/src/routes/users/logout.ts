import { endpoints, LogoutRequest, type LogoutResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';

/**
 * Ends the caller's own session (idempotent: without one it still answers success). A `user_id` that
 * names somebody other than the signed-in user is refused, like everywhere else.
 */
export function logoutRoute(app: FastifyInstance): void {
  app.post(endpoints.usersLogout.path, async (request, reply): Promise<LogoutResponse> => {
    const claimed = parseInput(LogoutRequest, request.body)?.data?.user_id;
    const userId = request.session?.userId;
    if (claimed !== undefined && userId && String(claimed) !== userId) {
      throw new AppError('forbidden', 'You can only act on your own account.');
    }
    await reply.endSession();
    return { success: true };
  });
}
