import type { CompiledReference, CslItem, ReferenceSetting } from '@galley/contracts';
import { formatReferences } from '@galley/references';
import { resolveReferenceSetting } from './resolve-reference-setting.ts';

/** A checked list in a style → each reference as text and as HTML (only <i>/<b> from the formatter's runs). */
export function compileReferences(items: CslItem[], setting: ReferenceSetting): CompiledReference[] {
  const template = resolveReferenceSetting(setting);
  return formatReferences(items, template).map((reference, position) => ({
    index: position + 1,
    text: reference.text,
    html: reference.html,
  }));
}
