import { endpoints, type SiteConfigResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';

export function getSiteConfigRoute(app: FastifyInstance): void {
  app.get(endpoints.siteConfig.path, async (): Promise<SiteConfigResponse> => {
    const { pricing: _pricing, ...site } = app.siteFile;
    return { ...site, environment: app.config.environment };
  });
}
