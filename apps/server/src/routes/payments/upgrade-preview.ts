import { paymentEndpoints, UpgradePreviewQuery, type UpgradePreviewResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { billingDepsOf } from '../../services/billing/billing-deps.ts';
import { previewUpgrade } from '../../services/billing/preview-upgrade.ts';

/** Paddle's proration of an upgrade, before the user confirms it. */
export function upgradePreviewRoute(app: FastifyInstance): void {
  app.get(
    paymentEndpoints.paymentsUpgradePreview.path,
    async (request, reply): Promise<UpgradePreviewResponse> => {
      const userId = request.requireUserId();
      const { price_id } = parseInput(UpgradePreviewQuery, request.query);
      reply.header('cache-control', 'no-store');
      return previewUpgrade(billingDepsOf(app), userId, price_id);
    },
  );
}
