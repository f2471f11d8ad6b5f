import type { CslItem } from '@galley/contracts';

/**
 * CSL items → CSL-JSON. Our extension (pii, source, confidence, originalNumber) moves under `custom`, CSL 1.0.2's
 * place for application data, so citeproc and Zotero never mistake our `source` (the original string) for CSL's
 * `source` variable (the catalogue an item came from).
 */
export function writeCslJson(items: CslItem[]): string {
  return `${JSON.stringify(items.map(toCsl), null, 2)}\n`;
}

function toCsl(item: CslItem): Record<string, unknown> {
  const { pii, source, confidence, originalNumber, ...csl } = item;
  const custom = Object.fromEntries(
    Object.entries({ pii, source, confidence, originalNumber }).filter(([, value]) => value !== undefined),
  );
  return Object.keys(custom).length ? { ...csl, custom } : csl;
}
