import type { CslItem, ReferenceTemplate } from '@galley/contracts';
import { type FormattedReference, formatReference } from './format-reference.ts';

/** Formats a list in its current order, numbering from 1. */
export function formatReferences(items: CslItem[], template: ReferenceTemplate): FormattedReference[] {
  return items.map((item, index) => formatReference(item, template, index + 1));
}
