import type { ReferenceTemplate } from '@galley/contracts';
import type { CslWarning } from '@galley/references';

/** What one CSL import gave: the template saved (or an error), and what could not be mapped. */
export interface ImportOutcome {
  fileName: string;
  template?: ReferenceTemplate;
  warnings: CslWarning[];
  error?: string;
}
