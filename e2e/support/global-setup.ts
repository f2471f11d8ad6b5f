import fs from 'node:fs';
import path from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { preparePgliteTemplate } from '../../apps/server/test/support/pglite-template.ts';
import { type RunningGalley, startGalley } from './server.ts';
import { siteConfigWithBanners } from './site-config-with-banners.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the app under test listens, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
  }
}

let galley: RunningGalley | undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await preparePgliteTemplate();
  project.provide('pgliteTemplateDir', template);
  const siteConfig = siteConfigWithBanners();
  // Every spec's pages and every new page's popup lookup come from 127.0.0.1, two workers at once: the per-IP limit
  // (tested in the server's integration tests) would count a whole suite as one visitor.
  galley = await startGalley(
    {
      GALLEY_SITE_CONFIG: siteConfig,
      GALLEY_ENVIRONMENT: 'production',
      RATE_LIMIT_MAX: '100000',
    },
    template,
  );
  project.provide('baseUrl', galley.baseUrl);
  return async () => {
    await galley?.stop();
    fs.rmSync(path.dirname(siteConfig), { recursive: true, force: true });
  };
}
