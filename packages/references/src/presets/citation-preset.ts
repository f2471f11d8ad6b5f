import type { ReferenceTemplateInput } from '@galley/contracts';

/** A preset: a template in the element model (copyable into the editor) and its official CSL counterpart. */
export interface CitationPreset {
  id: string;
  /** File name of the official CSL style in the shared styles, when one exists (for the agreement check). */
  csl: string | undefined;
  template: ReferenceTemplateInput;
}
