import type { FastifyInstance } from 'fastify';
import { bulletinLatestRoute } from './bulletin-latest.ts';
import { bulletinListRoute } from './bulletin-list.ts';

/** The bulletin everyone reads (spec §2 bulletin); staff write it through the admin routes. */
export function registerBulletinRoutes(app: FastifyInstance): void {
  bulletinListRoute(app);
  bulletinLatestRoute(app);
}
