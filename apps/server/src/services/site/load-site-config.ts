import fs from 'node:fs';
import { PlansResponse, SiteConfigResponse } from '@galley/contracts';
import type { z } from 'zod';
import { ConfigError } from '../../config/load-config.ts';

/** The site configuration file (GALLEY_SITE_CONFIG): banners, contact, sibling products, plan table. */
export const SiteFile = SiteConfigResponse.omit({ environment: true }).extend({ pricing: PlansResponse });
export type SiteFile = z.infer<typeof SiteFile>;

/** Reads and validates the file once at start-up; a bad file stops the server with the field named. */
export function loadSiteFile(filePath: string): SiteFile {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(filePath, 'utf8'));
  } catch (error) {
    throw new ConfigError([`GALLEY_SITE_CONFIG: cannot read ${filePath}: ${(error as Error).message}`]);
  }
  const parsed = SiteFile.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `GALLEY_SITE_CONFIG (${filePath}): ${issue.path.join('.')}: ${issue.message}`,
      ),
    );
  }
  return parsed.data;
}
