import { TemplateElement, type TemplateElementInput } from '@galley/contracts';
import type { ElementKind } from './element-kinds.ts';

/** An element as the template type holds it: every setting present, defaults from the contract's schema. */
export function newElement(kind: ElementKind): TemplateElement {
  return TemplateElement.parse({ element: kind });
}

/** A preset's or stored element with its missing settings filled, so the editor only ever holds full elements. */
export function fullElement(input: TemplateElementInput): TemplateElement {
  return TemplateElement.parse(input);
}
