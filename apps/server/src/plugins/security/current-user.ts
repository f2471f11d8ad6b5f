import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../../db/schema.ts';
import { getUserById } from '../../services/users/find-user.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's row, fresh from the database; the session statuses of requireUserId apply. */
    requireUser(): Promise<UserRow>;
  }
}

export const currentUserPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('requireUser', function requireUser(this: FastifyRequest) {
      return getUserById(app.db, this.requireUserId());
    });
  },
  { name: 'galley-current-user', dependencies: ['galley-sessions'] },
);
