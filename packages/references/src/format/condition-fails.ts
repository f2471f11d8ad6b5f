import type { CslItem, LayoutElement } from '@galley/contracts';

/**
 * Whether a layout element's condition leaves it out for this item, as CSL's <choose> does: `unlessVariable`
 * names variables (space-separated) any of which leaves it out ("page DOI"); `ifVariable` names variables at
 * least one of which it needs ("DOI URL", CSL's match="any").
 */
export function conditionFails(item: CslItem, element: LayoutElement): boolean {
  const unless = 'unlessVariable' in element ? element.unlessVariable : undefined;
  const needs = 'ifVariable' in element ? element.ifVariable : undefined;
  if (!unless && !needs) return false;
  const variables = item as Record<string, unknown>;
  const has = (name: string) => {
    const value = variables[name];
    return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
  };
  if (unless?.split(' ').some(has)) return true;
  return needs !== undefined && !needs.split(' ').some(has);
}
