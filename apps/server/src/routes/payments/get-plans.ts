import { endpoints, type PlansResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { plansOnSale } from '../../billing/plans-on-sale.ts';

export function getPlansRoute(app: FastifyInstance): void {
  app.get(endpoints.paymentsPlans.path, async (): Promise<PlansResponse> => plansOnSale(app.siteFile));
}
