import { endpoints, type PlansResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';

export function getPlansRoute(app: FastifyInstance): void {
  app.get(endpoints.paymentsPlans.path, async (): Promise<PlansResponse> => app.siteFile.pricing);
}
