import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type RunningGalley, startGalley } from '../support/server.ts';
import { siteConfigWithBanners } from '../support/site-config-with-banners.ts';

/**
 * A server of the spec file's own (same build, fresh data folder) for specs that load many pages: a sweep over
 * every page in four languages keeps its load and its data apart from the specs that run beside it.
 */
export function useOwnGalley(): { url(pathname: string): string } {
  let galley: RunningGalley | undefined;
  let siteConfig = '';
  beforeAll(async () => {
    siteConfig = siteConfigWithBanners();
    galley = await startGalley({
      GALLEY_SITE_CONFIG: siteConfig,
      GALLEY_ENVIRONMENT: 'production',
      RATE_LIMIT_MAX: '100000',
    });
  });
  afterAll(async () => {
    await galley?.stop();
    if (siteConfig) fs.rmSync(path.dirname(siteConfig), { recursive: true, force: true });
  });
  return {
    url: (pathname) => {
      if (!galley) throw new Error('useOwnGalley(): the server is not running yet');
      return new URL(pathname, galley.baseUrl).toString();
    },
  };
}
