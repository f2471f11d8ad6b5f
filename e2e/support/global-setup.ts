import fs from 'node:fs';
import path from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
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
  const siteConfig = siteConfigWithBanners();
  galley = await startGalley({ GALLEY_SITE_CONFIG: siteConfig, GALLEY_ENVIRONMENT: 'production' });
  project.provide('baseUrl', galley.baseUrl);
  return async () => {
    await galley?.stop();
    fs.rmSync(path.dirname(siteConfig), { recursive: true, force: true });
  };
}
