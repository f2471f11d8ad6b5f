import fs from 'node:fs';
import path from 'node:path';

const localesDir = path.resolve(import.meta.dirname, '../../apps/web/src/locales');

type Tree = { [key: string]: string | Tree };

/**
 * A text from the web app's catalogues, so the specs assert what users read in each language without
 * copying it: `text('ko', 'pricing', 'hero.title')`.
 */
export function text(locale: string, namespace: string, key: string): string {
  const tree = JSON.parse(
    fs.readFileSync(path.join(localesDir, locale, `${namespace}.json`), 'utf8'),
  ) as Tree;
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`${locale}/${namespace}.json has no text at ${key}`);
  return node;
}
