import fs from 'node:fs';
import { z } from 'zod';
import { sharedDataPath } from '../refs/shared-data-path.ts';

/** One style of the CSL styles metadata (journals/csl-styles-metadata.json), as the file spells it. */
export const CslStyleMetadata = z.object({
  file: z.string(),
  kind: z.enum(['independent', 'dependent']),
  title: z.string(),
  title_short: z.string(),
  issn: z.array(z.string()),
  eissn: z.array(z.string()),
  fields: z.array(z.string()),
  citation_format: z.string(),
  parent: z.string(),
  documentation: z.string(),
});
export type CslStyleMetadata = z.infer<typeof CslStyleMetadata>;

/** Every style of the shared CSL styles metadata; fails loudly when the file's shape has changed. */
export function readStylesMetadata(): CslStyleMetadata[] {
  const file = sharedDataPath('journals/csl-styles-metadata.json');
  return z.object({ styles: z.array(CslStyleMetadata) }).parse(JSON.parse(fs.readFileSync(file, 'utf8')))
    .styles;
}
