import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** Liveness and readiness in one: answers 200 only when the database answers (which engine is not said). */
export function getHealthRoute(app: FastifyInstance): void {
  app.get('/healthz', { config: { rateLimit: false } }, async (_request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
