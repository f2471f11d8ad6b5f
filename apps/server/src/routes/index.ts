import type { FastifyInstance } from 'fastify';
import { getPlansRoute } from './payments/get-plans.ts';
import { checkSessionRoute } from './security/check-session.ts';
import { getCsrfTokenRoute } from './security/get-csrf-token.ts';
import { getPublicKeyRoute } from './security/get-public-key.ts';
import { getSiteConfigRoute } from './site/get-site-config.ts';
import { getHealthRoute } from './system/get-health.ts';
import { logoutRoute } from './users/logout.ts';

/** Every HTTP route, by area. A new route file is added here and nowhere else. */
export function registerRoutes(app: FastifyInstance): void {
  getHealthRoute(app);
  getPublicKeyRoute(app);
  getCsrfTokenRoute(app);
  checkSessionRoute(app);
  getSiteConfigRoute(app);
  getPlansRoute(app);
  logoutRoute(app);
}
