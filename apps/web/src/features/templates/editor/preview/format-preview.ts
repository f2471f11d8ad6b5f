import type { CslItem, ReferenceTemplate } from '@galley/contracts';
import { type FormattedReference, formatReferences } from '@galley/references/format';

/** How many references the preview shows: the whole sample, or the start of the author's own list. */
export const PREVIEW_LIMIT = 50;

/** The preview's list: formatted in the browser with the same formatter the server and the CLI use. */
export function formatPreview(items: readonly CslItem[], template: ReferenceTemplate): FormattedReference[] {
  if (template.elements.length === 0) return [];
  return formatReferences(items.slice(0, PREVIEW_LIMIT), template);
}
