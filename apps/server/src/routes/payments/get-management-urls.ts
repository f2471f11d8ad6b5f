import { type ManagementUrlsResponse, paymentEndpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { billingDepsOf } from '../../services/billing/billing-deps.ts';
import { readManagementUrls } from '../../services/billing/read-management-urls.ts';

/** Fresh portal links on every call: never cached, here or in the browser. */
export function getManagementUrlsRoute(app: FastifyInstance): void {
  app.get(
    paymentEndpoints.paymentsManagementUrls.path,
    async (request, reply): Promise<ManagementUrlsResponse> => {
      const user = await request.requireUser();
      reply.header('cache-control', 'no-store');
      return readManagementUrls(billingDepsOf(app), user);
    },
  );
}
