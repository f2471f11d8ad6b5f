import type { CslItem, ReferenceTemplate } from '@galley/contracts';
import { formatReferences } from '../format/format-references.ts';

/** The formatted list as plain text, one reference per line. */
export function writeText(items: CslItem[], template: ReferenceTemplate): string {
  return `${formatReferences(items, template)
    .map((reference) => reference.text)
    .join('\n')}\n`;
}
